import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/story-t';
import { SharePoster } from './share-poster';

const meta = {
  title: 'Share/SharePoster',
  component: SharePoster,
  parameters: { router: false },
  args: {
    link: 'https://play.example.com/join?a=AG0103',
    label: 'agent01 - AG0103',
    status: 'loading',
    onCopy: fn(),
    onDownload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SharePoster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Generating: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('share:generating') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('share:download') })).toBeDisabled();
  },
};

export const GenerationFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('share:error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: t('share:download') })).toBeDisabled();
  },
};

export const CopyButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('share:copy') }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  },
};

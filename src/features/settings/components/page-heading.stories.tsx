import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageHeading } from './page-heading';
import { t, tx } from '@/test/translate';

const meta = {
  title: 'Settings/PageHeading',
  component: PageHeading,
  args: { title: 'System settings', onRefresh: fn() },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRefresh: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'System settings' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: tx('common:actions.refresh') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const TitleOnly: Story = {
  args: { title: 'Personal settings', onRefresh: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Personal settings' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

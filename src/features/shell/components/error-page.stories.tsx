import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorPage } from './error-page';
import { t } from '@/test/translate';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  args: { status: 404, onGoHome: fn() },
  parameters: { router: false },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// @spec bo.errors.access-denied
export const Forbidden: Story = {
  args: { status: 403 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: t('failure:errorPage.403') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('failure:errorPage.goHome') }));
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
  },
};

// @spec bo.errors.label-notFound chat.errors.text-not-found
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('failure:errorPage.404') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('failure:errorPage.goHome') })).toBeVisible();
  },
};

export const ServerDown: Story = {
  args: { status: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t('failure:errorPage.500') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('failure:errorPage.goHome') })).toBeVisible();
  },
};

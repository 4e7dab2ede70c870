import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorPage } from './error-page';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  args: { status: 404, onGoHome: fn() },
  parameters: { router: false },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Forbidden: Story = {
  args: { status: 403 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Sorry, access denied.' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go Home' }));
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sorry, page not found' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go Home' })).toBeVisible();
  },
};

export const ServerDown: Story = {
  args: { status: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sorry, the server is down.' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go Home' })).toBeVisible();
  },
};

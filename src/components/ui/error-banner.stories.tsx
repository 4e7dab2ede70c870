import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorBanner } from './error-banner';
import { t } from '@/test/translate';

const meta = {
  tags: ['autodocs'],
  title: 'UI/ErrorBanner',
  component: ErrorBanner,
  args: { title: 'The search failed.', message: 'The server could not be reached.', onRetry: fn() },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ErrorBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The search failed.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Asked again: the reason stays, Retry is busy and cannot be pressed twice. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    const retry = canvas.getByRole('button', { name: t('common:actions.retry') });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

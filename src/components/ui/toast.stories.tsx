import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Toast } from './toast';

const meta = {
  tags: ['autodocs'],
  title: 'UI/Toast',
  component: Toast,
  args: { item: { id: 1, message: 'Logout successfully.', tone: 'neutral', durationMs: 60_000 }, onDone: fn() },
  parameters: { router: false, layout: 'centered' },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Logout successfully.');
  },
};

export const ErrorTone: Story = {
  args: { item: { id: 2, message: 'Token has expired', tone: 'error', durationMs: 60_000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Token has expired');
  },
};

export const GoesAway: Story = {
  args: { item: { id: 3, message: 'Copied', tone: 'success', durationMs: 1000 } },
  parameters: { snapshot: false },
  play: async ({ canvas, args }) => {
    // Shown first, and not dismissed before its time is up.
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(args.onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

export const StaysWhileHovered: Story = {
  args: { item: { id: 4, message: 'Copied', tone: 'success', durationMs: 800 } },
  play: async ({ canvas, args, userEvent }) => {
    const toast = canvas.getByRole('status');
    await userEvent.hover(toast);
    // Well past its time, still there while the pointer rests on it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(args.onDone).not.toHaveBeenCalled();
    await expect(toast).toBeVisible();
    await userEvent.unhover(toast);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

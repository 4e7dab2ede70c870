import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Freeze account',
    message: 'Freeze agent02? The account can no longer sign in.',
    tone: 'danger',
  },
  parameters: { router: false },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Freeze account' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Freeze account' });
    await expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

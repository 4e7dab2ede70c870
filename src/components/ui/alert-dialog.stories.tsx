import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { AlertDialog } from './alert-dialog';

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: { open: true, onClose: fn(), message: 'Transaction Success', tone: 'success' },
  parameters: { router: false },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args }) => {
    const alert = await screen.findByRole('alertdialog', { name: 'Success' });
    await expect(alert).toHaveTextContent('Transaction Success');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { message: 'Insufficient balance', tone: 'error' },
  play: async () => {
    const alert = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    await expect(alert).toHaveTextContent('Insufficient balance');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog } from './alert-dialog';
import { overlayDocs } from '@/test/stories/overlay-docs';
import { t } from '@/test/translate';

const meta = {
  tags: ['autodocs'],
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: { open: true, onOpenChange: fn(), message: 'Transaction Success', tone: 'success' },
  parameters: { router: false, docs: overlayDocs },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args }) => {
    const alert = await screen.findByRole('alertdialog', { name: t('common:alert.successTitle') });
    await expect(alert).toHaveTextContent('Transaction Success');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.ok') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ServerError: Story = {
  args: { message: 'Insufficient balance', tone: 'error' },
  play: async () => {
    const alert = await screen.findByRole('alertdialog', { name: t('common:alert.errorTitle') });
    await expect(alert).toHaveTextContent('Insufficient balance');
    // The alert takes focus on its one action, so Enter or Space dismisses it.
    await waitFor(() => expect(within(alert).getByRole('button', { name: t('common:actions.ok') })).toHaveFocus());
  },
};

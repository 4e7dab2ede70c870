import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';
import { overlayDocs } from '@/test/stories/overlay-docs';
import { t } from '@/test/translate';

const meta = {
  tags: ['autodocs'],
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
  parameters: { router: false, docs: overlayDocs },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Freeze account' });
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Freeze account' });
    await expect(screen.getByRole('button', { name: t('common:actions.confirm') })).toBeDisabled();
    await expect(screen.getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A destructive confirmation opens on Cancel: Enter right away cancels, it does not destroy. */
export const DangerStartsOnCancel: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Freeze account' });
    await waitFor(() => expect(screen.getByRole('button', { name: t('common:actions.cancel') })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A confirmation that destroys nothing opens on its confirm button. */
export const NeutralStartsOnConfirm: Story = {
  args: { tone: 'default', title: 'Send the code', message: 'Send a verification code by SMS?' },
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Send the code' });
    await waitFor(() => expect(screen.getByRole('button', { name: t('common:actions.confirm') })).toHaveFocus());
  },
};

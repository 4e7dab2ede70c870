import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent as user, waitFor } from 'storybook/test';
import { t } from '@/test/story-t';
import { PointsSuccessDialog } from './points-success-dialog';

const meta = {
  title: 'Chat/Points/PointsSuccessDialog',
  component: PointsSuccessDialog,
  args: { open: true, type: 1, amount: '10.5', onConfirm: fn() },
  parameters: { router: false },
} satisfies Meta<typeof PointsSuccessDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stays until confirmed: Escape does not close it, the confirm button does. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: t('chat-points:success.title') });
    await expect(dialog).toHaveTextContent(t('chat-points:success.message', { type: t('chat-points:types.1'), amount: '10.50' }));
    await user.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: t('chat-points:success.confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** An amount with 4 decimals is repeated back with all of them, grouped: 1,234.1234, not 1,234.12. */
export const FourDecimals: Story = {
  args: { amount: '1234.1234' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: t('chat-points:success.title') });
    await expect(dialog).toHaveTextContent(
      t('chat-points:success.message', { type: t('chat-points:types.1'), amount: '1,234.1234' }),
    );
    // The dialog puts the focus on its only way out.
    await waitFor(() => expect(screen.getByRole('button', { name: t('chat-points:success.confirm') })).toHaveFocus());
  },
};

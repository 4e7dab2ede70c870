import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent as user, waitFor } from 'storybook/test';
import { t } from '@/test/translate';
import { PointsSuccessDialog } from './points-success-dialog';

const meta = {
  title: 'Chat/Points/PointsSuccessDialog',
  component: PointsSuccessDialog,
  args: { open: true, type: 1, amount: '1234.1234', onConfirm: fn() },
  parameters: { router: false },
} satisfies Meta<typeof PointsSuccessDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Stays until confirmed: Escape does not close it, its only way out has the focus, and the confirm
 * button closes it. The amount is repeated back with all its up to 4 decimals, grouped: 1,234.1234,
 * not 1,234.12. (One story: a second dialog story rendered in the same page right after this one
 * would inherit the first dialog's teardown, whose focus handling lands at a time a busy machine
 * decides, and its picture would show the ring or not.)
 */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: t('chat-points:success.title') });
    await expect(dialog).toHaveTextContent(
      t('chat-points:success.message', { type: t('chat-points:types.1'), amount: '1,234.1234' }),
    );
    const confirm = screen.getByRole('button', { name: t('chat-points:success.confirm') });
    await waitFor(() => expect(confirm).toHaveFocus());
    await user.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog', { name: t('chat-points:success.title') })).toBeVisible();
    await user.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

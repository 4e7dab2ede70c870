import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent as user } from 'storybook/test';
import { t } from '@/test/translate';
import { PointsDialogFooter } from './points-dialog-footer';

const meta = {
  title: 'Chat/Points/PointsDialogFooter',
  component: PointsDialogFooter,
  args: { eventMode: 'off', noTypes: false, pending: false, blocked: false, onCancel: fn() },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof PointsDialogFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

const cancel = () => screen.getByRole('button', { name: t('common:actions.cancel') });
const send = () => screen.queryByRole('button', { name: t('chat-points:send') });
const checking = () => screen.queryByRole('status', { name: t('chat-points:checkingMode') });

/** Event mode off: Cancel and Send. */
export const Ready: Story = {
  play: async ({ args }) => {
    await expect(send()).toBeEnabled();
    await expect(checking()).not.toBeInTheDocument();
    await user.click(cancel());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** While event mode is checked: a spinner instead of Send. */
export const CheckingEventMode: Story = {
  args: { eventMode: 'checking' },
  play: async () => {
    await expect(checking()).toBeInTheDocument();
    await expect(send()).not.toBeInTheDocument();
    await expect(cancel()).toBeEnabled();
  },
};

/** Event mode on: only Cancel. */
export const EventModeOn: Story = {
  args: { eventMode: 'on' },
  play: async () => {
    await expect(send()).not.toBeInTheDocument();
    await expect(checking()).not.toBeInTheDocument();
    await expect(cancel()).toBeEnabled();
  },
};

/** The viewer may use no type: only Cancel. */
export const NoTypes: Story = {
  args: { noTypes: true },
  play: async () => {
    await expect(send()).not.toBeInTheDocument();
    await expect(cancel()).toBeEnabled();
  },
};

/** An unknown outcome or no network holds Send back. */
export const Blocked: Story = {
  args: { blocked: true },
  play: async () => {
    await expect(send()).toBeDisabled();
    await expect(cancel()).toBeEnabled();
  },
};

/** Sending: Send shows its progress and Cancel is held. */
export const Pending: Story = {
  args: { pending: true },
  play: async () => {
    await expect(send()).toBeDisabled();
    await expect(send()).toHaveAttribute('aria-busy', 'true');
    await expect(cancel()).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { TransactionDialog } from '@/features/accounts/components/transaction-dialog';
import transactionDialog from '@/features/accounts/components/transaction-dialog.stories';
import { t } from '@/test/translate';

/**
 * Deliberately broken copies of `Accounts/Transfers/TransactionDialog` Default, compared with that
 * story's baseline. They are left out of the normal run (tag `self-check`); scripts/test-storybook.mjs
 * runs them on their own and fails unless every one of them fails for the reason it names, so the
 * picture and accessibility checks are shown to catch a blank render, a removed button, a changed
 * label, a violation inside a dialog's portal, a target too small and a focus hidden by the page.
 */
const meta = {
  title: 'Harness/Self check',
  component: TransactionDialog,
  args: transactionDialog.args,
  tags: ['self-check', '!dev', '!autodocs'],
  parameters: { router: false, snapshotOf: 'accounts-transfers-transactiondialog--default' },
} satisfies Meta<typeof TransactionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const sendButton = () => screen.findByRole('button', { name: t('accounts:transfer.submit') });

/** Expected to fail the picture check: nothing rendered at all. */
export const BlankRender: Story = { render: () => <></> };

/** Expected to fail the picture check: an empty page-sized box where the dialog should be. */
export const BlankPage: Story = { render: () => <div style={{ height: 400 }} /> };

/** Expected to fail the picture check: the dialog without its Send button. */
export const RemovedButton: Story = {
  play: async () => {
    (await sendButton()).remove();
    await expect(screen.queryByRole('button', { name: t('accounts:transfer.submit') })).toBeNull();
  },
};

/** Expected to fail the picture check: one character of the Send label changed. */
export const ChangedLabel: Story = {
  play: async () => {
    const send = await sendButton();
    send.textContent = (send.textContent ?? '').replace(/.$/, 'x');
  },
};

/** Expected to fail the axe check: a button without a name inside the dialog (rendered in a portal). */
export const ViolationInDialog: Story = {
  parameters: { snapshot: false },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const unnamed = document.createElement('button');
    unnamed.type = 'button';
    dialog.querySelector('form')?.append(unnamed);
    await expect(dialog).toContainElement(unnamed);
  },
};

/** Expected to fail the target-size check: a 12 px button squeezed beside Send (WCAG 2.2, 2.5.8). */
export const SmallTarget: Story = {
  parameters: { snapshot: false },
  play: async () => {
    const send = await sendButton();
    const tiny = document.createElement('button');
    tiny.type = 'button';
    tiny.setAttribute('aria-label', 'x');
    // Pulled against Send across the footer's gap: too small, and too close to keep its 24 px of room.
    Object.assign(tiny.style, { width: '12px', height: '12px', padding: '0', marginInlineStart: '-8px' });
    send.after(tiny);
    await expect(tiny).toBeVisible();
  },
};

/** Expected to fail the focus check: a bar of the page drawn over the focused Send button (WCAG 2.2, 2.4.11). */
export const HiddenFocus: Story = {
  parameters: { snapshot: false },
  play: async () => {
    const send = await sendButton();
    send.focus();
    const bar = document.createElement('div');
    Object.assign(bar.style, { position: 'fixed', inset: '0', zIndex: '10000', background: 'white' });
    document.body.append(bar);
    await expect(send).toHaveFocus();
  },
};

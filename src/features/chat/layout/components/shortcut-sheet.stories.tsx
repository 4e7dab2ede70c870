import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { t } from '@/test/translate';
import { CHAT_SHORTCUTS, shortcutKeys } from '../lib/chat-shortcuts';
import { ShortcutSheet, type ShortcutSheetProps } from './shortcut-sheet';

const meta = {
  title: 'Chat/Layout/ShortcutSheet',
  component: ShortcutSheet,
  args: { open: true, onOpenChange: fn(), apple: false },
  parameters: { router: false },
} satisfies Meta<typeof ShortcutSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

const EVERY_ROW = [...CHAT_SHORTCUTS, 'palette'] as const;

/** Every row of the sheet, by its translated action, with its keys as printed on the keyboard. */
async function expectEveryShortcut(dialog: HTMLElement, apple: boolean) {
  const rows = within(dialog).getAllByRole('row').slice(1);
  await expect(rows).toHaveLength(EVERY_ROW.length);
  for (const [i, id] of EVERY_ROW.entries()) {
    const row = rows[i]!;
    await expect(within(row).getByRole('rowheader')).toHaveTextContent(t(`chat-shortcuts:shortcuts.${id}`));
    const caps = within(row)
      .getAllByText((_, el) => el?.tagName === 'KBD')
      .map((el) => el.textContent);
    await expect(caps).toEqual(id === 'palette' ? [apple ? '⌘' : 'Ctrl', 'K'] : shortcutKeys(id, apple));
  }
}

/** Opened with `?`: every chat shortcut and the command palette, with Alt and Ctrl on most keyboards. */
export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: t('chat-shortcuts:title') });
    await expect(dialog).toHaveTextContent(t('chat-shortcuts:intro'));
    await expectEveryShortcut(dialog, false);
  },
};

/** On Apple keyboards the keys read Option (⌥), Shift (⇧) and Cmd (⌘). */
export const AppleKeyboard: Story = {
  args: { apple: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: t('chat-shortcuts:title') });
    await expectEveryShortcut(dialog, true);
  },
};

/** Escape closes it, and so does its close button. */
export const ClosesWithEscape: Story = {
  parameters: { snapshot: false },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: t('chat-shortcuts:title') });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

function OpenAndClose(props: ShortcutSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('chat-shortcuts:commands.showShortcuts')}</Button>
      <ShortcutSheet {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Opened, listed and closed with Escape: the focus goes back to what opened it. */
export const OpenThenEscape: Story = {
  parameters: { snapshot: false },
  render: (args) => <OpenAndClose {...args} />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: t('chat-shortcuts:commands.showShortcuts') });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: t('chat-shortcuts:title') });
    await expectEveryShortcut(dialog, false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { NoteEntryDialog } from './note-entry-dialog';
import { storyEntries } from '@/test/fixtures/chat-notes';

const entry = storyEntries[1]!;

const meta = {
  title: 'Chat/Notes/NoteEntryDialog',
  component: NoteEntryDialog,
  args: {
    open: true,
    entry: null,
    onOpenChange: fn(),
    onSubmit: fn(() => Promise.resolve()),
  },
  parameters: { router: false },
} satisfies Meta<typeof NoteEntryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (key: 'entries.addTitle' | 'entries.editTitle') =>
  screen.findByRole('dialog', { name: t(`chat-notes:${key}`) });
const contentBox = (el: HTMLElement) => within(el).getByRole('textbox', { name: t('chat-notes:fields.content') });
const button = (el: HTMLElement, key: string) => within(el).getByRole('button', { name: t(key) });

/** A new entry keeps its line breaks. */
export const Add: Story = {
  play: async ({ args, userEvent }) => {
    const el = await dialog('entries.addTitle');
    await expect(contentBox(el)).toHaveValue('');
    await userEvent.type(contentBox(el), 'Called the member.{Enter}Will check again tomorrow.');
    await userEvent.click(button(el, 'common:actions.save'));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ content: 'Called the member.\nWill check again tomorrow.' }),
    );
  },
};

/** Editing starts from the entry's content. */
export const Edit: Story = {
  args: { entry },
  play: async ({ args, userEvent }) => {
    const el = await dialog('entries.editTitle');
    await expect(contentBox(el)).toHaveValue('会员已确认户名。\nSecond line stays on its own line.');
    await userEvent.type(contentBox(el), ' OK');
    await userEvent.click(button(el, 'common:actions.save'));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        content: '会员已确认户名。\nSecond line stays on its own line. OK',
      }),
    );
  },
};

/** Blank content is not sent: the reason shows under the field and the dialog stays open. */
export const ContentRequired: Story = {
  play: async ({ args, userEvent }) => {
    const el = await dialog('entries.addTitle');
    await userEvent.type(contentBox(el), '  {Enter}  ');
    await userEvent.click(button(el, 'common:actions.save'));
    await expect(await within(el).findByText(t('chat-notes:validation.contentRequired'))).toBeVisible();
    await expect(contentBox(el)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The server's reason is shown in the dialog and what was typed stays. */
export const SaveFailed: Story = {
  args: { entry, error: 'The note was deleted by another user.' },
  play: async ({ userEvent }) => {
    const el = await dialog('entries.editTitle');
    await expect(within(el).getByRole('alert')).toHaveTextContent('The note was deleted by another user.');
    await userEvent.clear(contentBox(el));
    await userEvent.type(contentBox(el), 'Member asked for a call back.');
    await expect(contentBox(el)).toHaveValue('Member asked for a call back.');
    await expect(within(el).getByRole('alert')).toHaveTextContent('The note was deleted by another user.');
  },
};

/** While saving, neither Cancel nor Save can be used and the text cannot change. */
export const Saving: Story = {
  args: { entry, pending: true },
  play: async ({ args }) => {
    const el = await dialog('entries.editTitle');
    await expect(button(el, 'common:actions.cancel')).toBeDisabled();
    await expect(button(el, 'common:actions.save')).toBeDisabled();
    await expect(contentBox(el)).toHaveAttribute('readonly');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Cancel closes without saving. */
export const Cancel: Story = {
  args: { entry },
  play: async ({ args, userEvent }) => {
    const el = await dialog('entries.editTitle');
    await userEvent.type(contentBox(el), ' draft');
    await userEvent.click(button(el, 'common:actions.cancel'));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

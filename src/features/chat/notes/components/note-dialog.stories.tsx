import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { NoteDialog } from './note-dialog';
import { storyNotes } from '@/test/fixtures/chat-notes';

const finishedNote = storyNotes[0]!;
const unfinishedNote = storyNotes[1]!;

const meta = {
  title: 'Chat/Notes/NoteDialog',
  component: NoteDialog,
  args: {
    open: true,
    note: null,
    onOpenChange: fn(),
    onSubmit: fn(() => Promise.resolve()),
  },
  parameters: { router: false },
} satisfies Meta<typeof NoteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (key: 'dialog.addTitle' | 'dialog.editTitle') =>
  screen.findByRole('dialog', { name: t(`chat-notes:${key}`) });
const titleBox = (el: HTMLElement) => within(el).getByRole('textbox', { name: t('chat-notes:fields.title') });
const statusSelect = (el: HTMLElement) => within(el).getByRole('combobox', { name: t('chat-notes:fields.status') });
const button = (el: HTMLElement, key: string) => within(el).getByRole('button', { name: t(key) });

/** A new note has only a title: it always starts unfinished, so there is no status field. */
export const Add: Story = {
  play: async ({ args, userEvent }) => {
    const el = await dialog('dialog.addTitle');
    await waitFor(() => expect(titleBox(el)).toHaveFocus());
    await expect(titleBox(el)).toHaveValue('');
    await expect(within(el).queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.type(titleBox(el), 'Bonus not credited');
    await userEvent.click(button(el, 'common:actions.save'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ title: 'Bonus not credited', status: '0' }));
  },
};

/** Editing an unfinished note: the title and status are filled in, and it can be marked finished. */
export const EditMarkFinished: Story = {
  args: { note: unfinishedNote },
  play: async ({ args, userEvent }) => {
    const el = await dialog('dialog.editTitle');
    await expect(titleBox(el)).toHaveValue('充值问题跟进');
    await expect(statusSelect(el)).toHaveValue('0');
    await expect(
      within(statusSelect(el))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([t('chat-notes:status.unfinished'), t('chat-notes:status.finished')]);
    await userEvent.selectOptions(statusSelect(el), '1');
    await userEvent.click(button(el, 'common:actions.save'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ title: '充值问题跟进', status: '1' }));
  },
};

/** A finished note can be opened again. */
export const EditReopen: Story = {
  args: { note: finishedNote },
  play: async ({ args, userEvent }) => {
    const el = await dialog('dialog.editTitle');
    await expect(titleBox(el)).toHaveValue('VIP upgrade request');
    await expect(statusSelect(el)).toHaveValue('1');
    await userEvent.selectOptions(statusSelect(el), '0');
    await expect(statusSelect(el)).toHaveValue('0');
    await userEvent.click(button(el, 'common:actions.save'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ title: 'VIP upgrade request', status: '0' }));
  },
};

/** Spaces alone are no title: nothing is sent and the reason shows under the field. */
// @spec chat.errors.empty-note-title
export const TitleRequired: Story = {
  play: async ({ args, userEvent }) => {
    const el = await dialog('dialog.addTitle');
    await userEvent.type(titleBox(el), '   ');
    await userEvent.click(button(el, 'common:actions.save'));
    await expect(await within(el).findByText(t('chat-notes:validation.titleRequired'))).toBeVisible();
    await expect(titleBox(el)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The server's reason is shown in the dialog and what was typed stays. */
// @spec chat.errors.note-server-errors
export const SaveFailed: Story = {
  args: { note: unfinishedNote, error: 'The note was deleted by another user.' },
  play: async ({ userEvent }) => {
    const el = await dialog('dialog.editTitle');
    await expect(within(el).getByRole('alert')).toHaveTextContent('The note was deleted by another user.');
    await userEvent.clear(titleBox(el));
    await userEvent.type(titleBox(el), 'Deposit follow-up');
    await expect(within(el).getByRole('alert')).toHaveTextContent('The note was deleted by another user.');
    await expect(titleBox(el)).toHaveValue('Deposit follow-up');
  },
};

/** While saving, neither Cancel nor Save can be used and the fields cannot change. */
export const Saving: Story = {
  args: { note: unfinishedNote, pending: true },
  play: async ({ args }) => {
    const el = await dialog('dialog.editTitle');
    await expect(button(el, 'common:actions.cancel')).toBeDisabled();
    await expect(button(el, 'common:actions.save')).toBeDisabled();
    await expect(titleBox(el)).toHaveAttribute('readonly');
    await expect(statusSelect(el)).toBeDisabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Cancel closes without saving. */
export const Cancel: Story = {
  args: { note: finishedNote },
  play: async ({ args, userEvent }) => {
    const el = await dialog('dialog.editTitle');
    await userEvent.type(titleBox(el), ' (draft)');
    await userEvent.click(button(el, 'common:actions.cancel'));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

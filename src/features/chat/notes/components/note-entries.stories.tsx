import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { useOverlayArgs } from '@/test/stories/overlay-args';
import { NoteEntries, type NoteEntriesProps, type NoteEntryDialogKind } from './note-entries';
import type { NoteContent } from '../schemas/note';
import { manyEntries, storyEntries } from '@/test/fixtures/chat-notes';

const meta = {
  title: 'Chat/Notes/NoteEntries',
  component: NoteEntries,
  args: {
    title: 'Withdrawal follow-up',
    entries: storyEntries,
    onBack: fn(),
    onSave: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
    // Held by the wrapper below, as the page's container holds them.
    open: null,
    entry: null,
    onOpen: fn(),
    onOpenChange: fn(),
  },
  parameters: { router: false },
  render: (args) => <WithNoteEntriesDialogs {...args} />,
} satisfies Meta<typeof NoteEntries>;
export default meta;

/** The open dialog held as the page's container holds it: the list only asks for it. */
function WithNoteEntriesDialogs(args: NoteEntriesProps) {
  const { shown, ...dialogs } = useOverlayArgs<NoteEntryDialogKind, NoteContent>();
  return <NoteEntries {...args} {...dialogs} entry={shown} />;
}
type Story = StoryObj<typeof meta>;

const table = () =>
  screen.findByRole('grid', { name: t('chat-notes:entries.caption', { title: 'Withdrawal follow-up' }) });
const bodyRows = async () => (await within(await table()).findAllByRole('row')).slice(1);
const entryDialog = (key: 'entries.addTitle' | 'entries.editTitle') =>
  screen.findByRole('dialog', { name: t(`chat-notes:${key}`) });
const contentBox = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: t('chat-notes:fields.content') });
const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: t('common:actions.save') });

/** The title as heading; each entry's time, content (as plain text, line breaks kept) and author. */
export const List: Story = {
  play: async ({ args, userEvent }) => {
    await expect(screen.getByRole('heading', { level: 2, name: 'Withdrawal follow-up' })).toBeVisible();
    const rows = await bodyRows();
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('2026-11-02 11:30:00');
    await expect(rows[0]).toHaveTextContent('agent01');
    await expect(within(rows[2]!).getByText('<b>not bold</b> stays plain text')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:entries.back') }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async () => {
    await table();
    await expect(screen.getByText(t('chat-notes:entries.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: null, loading: true },
  play: async () => {
    await expect(within(await table()).getByRole('status')).toHaveTextContent(t('kit:table.loading'));
  },
};

export const LoadFailed: Story = {
  args: { entries: null, error: 'Not Found', onRetry: fn() },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Not Found');
  },
};

/** 32 entries: 10, 25, then All. */
export const Paging: Story = {
  args: { entries: manyEntries },
  play: async ({ userEvent }) => {
    await expect(await bodyRows()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: t('kit:table.next') }));
    await waitFor(async () => expect((await bodyRows())[0]).toHaveTextContent('#22 '));
    const size = screen.getByRole('combobox', { name: t('kit:table.pageSize') });
    await userEvent.selectOptions(size, '25');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(25));
    await userEvent.selectOptions(size, 'all');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(32));
  },
};

export const AddDialog: Story = {
  play: async ({ args, userEvent }) => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:entries.add') }));
    const dialog = await entryDialog('entries.addTitle');
    await userEvent.type(contentBox(dialog), 'Member confirmed receipt.');
    await userEvent.click(save(dialog));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ content: 'Member confirmed receipt.' }, null));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EditDialog: Story = {
  play: async ({ args, userEvent }) => {
    await table();
    await userEvent.click(
      screen.getByRole('button', { name: t('chat-notes:entries.editLabel', { date: '2026-11-02 11:30:00' }) }),
    );
    const dialog = await entryDialog('entries.editTitle');
    await expect(contentBox(dialog)).toHaveValue('Finance confirmed the payout.');
    await userEvent.clear(contentBox(dialog));
    await userEvent.type(contentBox(dialog), 'Finance paid out in full.');
    await userEvent.click(save(dialog));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ content: 'Finance paid out in full.' }, storyEntries[0]),
    );
  },
};

/** Empty content sends nothing and keeps the dialog open with the reason. */
export const EmptyContent: Story = {
  play: async ({ args, userEvent }) => {
    await table();
    await userEvent.click(
      screen.getByRole('button', { name: t('chat-notes:entries.editLabel', { date: '2026-11-02 10:00:00' }) }),
    );
    const dialog = await entryDialog('entries.editTitle');
    await userEvent.clear(contentBox(dialog));
    await userEvent.click(save(dialog));
    await expect(await within(dialog).findByText(t('chat-notes:validation.contentRequired'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    onSave: fn(() => Promise.reject(new Error('refused'))),
    saveError: 'The content may not be greater than 255 characters.',
  },
  play: async ({ userEvent }) => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:entries.add') }));
    const dialog = await entryDialog('entries.addTitle');
    await userEvent.type(contentBox(dialog), 'Long text');
    await userEvent.click(save(dialog));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The content may not be greater than 255 characters.',
    );
    await expect(contentBox(dialog)).toHaveValue('Long text');
  },
};

/** Delete asks first, with Cancel focused; confirming deletes that entry. */
export const DeleteConfirm: Story = {
  play: async ({ args, userEvent }) => {
    await table();
    await userEvent.click(
      screen.getByRole('button', { name: t('chat-notes:entries.deleteLabel', { date: '2026-11-02 10:45:00' }) }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: t('chat-notes:entries.deleteTitle') });
    await expect(confirm).toHaveTextContent(t('chat-notes:entries.deleteMessage', { date: '2026-11-02 10:45:00' }));
    await expect(within(confirm).getByRole('button', { name: t('common:actions.cancel') })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: t('common:actions.delete') }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(storyEntries[1]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const DeleteCancelled: Story = {
  play: async ({ args, userEvent }) => {
    await table();
    await userEvent.click(
      screen.getByRole('button', { name: t('chat-notes:entries.deleteLabel', { date: '2026-11-02 10:45:00' }) }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: t('chat-notes:entries.deleteTitle') });
    await userEvent.click(within(confirm).getByRole('button', { name: t('common:actions.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** While deleting, the confirmation cannot be dismissed or sent again. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ userEvent }) => {
    await table();
    await userEvent.click(
      screen.getByRole('button', { name: t('chat-notes:entries.deleteLabel', { date: '2026-11-02 10:45:00' }) }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: t('chat-notes:entries.deleteTitle') });
    await expect(within(confirm).getByRole('button', { name: t('common:actions.delete') })).toBeDisabled();
    await expect(within(confirm).getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
  },
};

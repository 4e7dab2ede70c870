import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { useOverlayArgs } from '@/test/stories/overlay-args';
import { NoteList, type NoteListProps, type NoteDialogKind } from './note-list';
import type { Note } from '../schemas/note';
import { manyNotes, storyNotes } from '@/test/fixtures/chat-notes';

const meta = {
  title: 'Chat/Notes/NoteList',
  component: NoteList,
  args: {
    notes: storyNotes,
    memberName: 'Player 1',
    roomHref: '/chat/messaging/200/100/friend/300',
    entriesHref: (note) => `/chat/noteContent/${note.id}/100/${encodeURIComponent(note.title)}?room_id=200`,
    onNavigate: fn(),
    onSave: fn(() => Promise.resolve()),
    // Held by the wrapper below, as the page's container holds them.
    open: null,
    note: null,
    onOpen: fn(),
    onOpenChange: fn(),
  },
  parameters: { router: false },
  render: (args) => <WithNoteListDialogs {...args} />,
} satisfies Meta<typeof NoteList>;
export default meta;

/** The open dialog held as the page's container holds it: the list only asks for it. */
function WithNoteListDialogs(args: NoteListProps) {
  const { shown, ...dialogs } = useOverlayArgs<NoteDialogKind, Note>();
  return <NoteList {...args} {...dialogs} note={shown} />;
}
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('grid', { name: t('chat-notes:list.caption') });
const bodyRows = async () => (await within(await table()).findAllByRole('row')).slice(1);
const noteDialog = (key: 'dialog.addTitle' | 'dialog.editTitle') =>
  screen.findByRole('dialog', { name: t(`chat-notes:${key}`) });
const titleBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: t('chat-notes:fields.title') });
const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: t('common:actions.save') });

/** Titles in several languages, both statuses labelled, each title a link to its entries. */
export const List: Story = {
  play: async ({ args, userEvent }) => {
    await expect(await bodyRows()).toHaveLength(4);
    const first = within((await bodyRows())[0]!);
    await expect(first.getByText(t('chat-notes:status.finished'))).toBeVisible();
    await expect(within((await bodyRows())[1]!).getByText(t('chat-notes:status.unfinished'))).toBeVisible();
    const link = screen.getByRole('link', { name: '充值问题跟进' });
    await expect(link).toHaveAttribute(
      'href',
      `/chat/noteContent/3/100/${encodeURIComponent('充值问题跟进')}?room_id=200`,
    );
    await expect(screen.getByRole('link', { name: t('chat-notes:list.openRoom') })).toHaveAttribute(
      'href',
      '/chat/messaging/200/100/friend/300',
    );
    await expect(screen.getByText(t('chat-notes:list.member', { name: 'Player 1' }), { exact: false })).toBeVisible();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith(
      `/chat/noteContent/3/100/${encodeURIComponent('充值问题跟进')}?room_id=200`,
    );
  },
};

export const Empty: Story = {
  args: { notes: [] },
  play: async () => {
    await table();
    await expect(screen.getByText(t('chat-notes:list.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { notes: null, loading: true, memberName: null },
  play: async () => {
    await expect(within(await table()).getByRole('status')).toHaveTextContent(t('kit:table.loading'));
  },
};

export const LoadFailed: Story = {
  args: { notes: null, error: 'Insufficient authority', onRetry: fn() },
  play: async ({ args, userEvent }) => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent('Insufficient authority');
    await userEvent.click(within(alert).getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** 30 notes: 10 a page by default, then 25, then All. */
export const Paging: Story = {
  args: { notes: manyNotes },
  play: async ({ userEvent }) => {
    await expect(await bodyRows()).toHaveLength(10);
    const size = screen.getByRole('combobox', { name: t('kit:table.pageSize') });
    await userEvent.selectOptions(size, '25');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(25));
    await userEvent.selectOptions(size, 'all');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(30));
  },
};

/** A new note has only a title: it is sent unfinished, and the dialog closes once saved. */
export const AddDialog: Story = {
  play: async ({ args, userEvent }) => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:list.add') }));
    const dialog = await noteDialog('dialog.addTitle');
    await expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.type(titleBox(dialog), '  Call the member back  ');
    await userEvent.click(save(dialog));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ title: 'Call the member back', status: '0' }, null));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EditToFinished: Story = {
  play: async ({ args, userEvent }) => {
    await table();
    await userEvent.click(
      screen.getByRole('button', { name: t('chat-notes:list.editLabel', { title: '充值问题跟进' }) }),
    );
    const dialog = await noteDialog('dialog.editTitle');
    await expect(titleBox(dialog)).toHaveValue('充值问题跟进');
    const status = within(dialog).getByRole('combobox', { name: t('chat-notes:fields.status') });
    await expect(status).toHaveValue('0');
    await userEvent.selectOptions(status, '1');
    await userEvent.click(save(dialog));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ title: '充值问题跟进', status: '1' }, storyNotes[1]),
    );
  },
};

export const EditBackToUnfinished: Story = {
  play: async ({ args, userEvent }) => {
    await table();
    await userEvent.click(
      screen.getByRole('button', { name: t('chat-notes:list.editLabel', { title: 'VIP upgrade request' }) }),
    );
    const dialog = await noteDialog('dialog.editTitle');
    const status = within(dialog).getByRole('combobox', { name: t('chat-notes:fields.status') });
    await expect(status).toHaveValue('1');
    await userEvent.selectOptions(status, '0');
    await userEvent.click(save(dialog));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ title: 'VIP upgrade request', status: '0' }, storyNotes[0]),
    );
  },
};

/** An empty (or blank) title sends nothing; the dialog stays open and says why. */
export const EmptyTitle: Story = {
  play: async ({ args, userEvent }) => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:list.add') }));
    const dialog = await noteDialog('dialog.addTitle');
    await userEvent.type(titleBox(dialog), '   ');
    await userEvent.click(save(dialog));
    await expect(await within(dialog).findByText(t('chat-notes:validation.titleRequired'))).toBeVisible();
    await expect(titleBox(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Cancel closes and forgets the message: reopened, the dialog is clean. */
export const CancelResets: Story = {
  parameters: { snapshot: false },
  play: async ({ userEvent }) => {
    await table();
    const add = screen.getByRole('button', { name: t('chat-notes:list.add') });
    await userEvent.click(add);
    let dialog = await noteDialog('dialog.addTitle');
    await userEvent.click(save(dialog));
    await within(dialog).findByText(t('chat-notes:validation.titleRequired'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(add);
    dialog = await noteDialog('dialog.addTitle');
    await expect(within(dialog).queryByText(t('chat-notes:validation.titleRequired'))).not.toBeInTheDocument();
    await expect(titleBox(dialog)).toHaveValue('');
  },
};

/** The server refused: its message shows and the dialog keeps what was typed. */
export const ServerError: Story = {
  args: {
    onSave: fn(() => Promise.reject(new Error('refused'))),
    saveError: 'The title may not be greater than 255 characters.',
  },
  play: async ({ args, userEvent }) => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:list.add') }));
    const dialog = await noteDialog('dialog.addTitle');
    await userEvent.type(titleBox(dialog), 'Too long');
    await userEvent.click(save(dialog));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The title may not be greater than 255 characters.',
    );
    await expect(titleBox(dialog)).toHaveValue('Too long');
  },
};

/** While saving, Save is busy and the title cannot change. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ userEvent }) => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:list.add') }));
    const dialog = await noteDialog('dialog.addTitle');
    await expect(save(dialog)).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
  },
};

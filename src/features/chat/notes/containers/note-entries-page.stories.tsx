import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, screen, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { fail, replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { StoryLocation } from '@/test/stories/location';
import NoteEntriesPage from './note-entries-page';

const addCalls = recordCalls('api/note_content/add');
const editCalls = recordCalls('api/note_content/edit');
const deleteCalls = recordCalls('api/note_content/delete');
const recorders = [addCalls.handler, editCalls.handler, deleteCalls.handler];

/** Note 9001 of room 200 (agent01 with player01) has 32 entries; note 9004 none. */
const meta = {
  title: 'Chat/Notes/NoteEntriesPage',
  component: NoteEntriesPage,
  parameters: {
    route: '/chat/noteContent/9001/100/Withdrawal%20follow-up?room_id=200',
    msw: { handlers: [...recorders, ...handlers] },
  },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/chat/noteContent/:note_id?/:member_id?/:title?" element={<Story />} />
        <Route path="*" element={<StoryLocation />} />
      </Routes>
    ),
  ],
  beforeEach: () => {
    signInAs(3);
    for (const r of [addCalls, editCalls, deleteCalls]) r.calls.length = 0;
  },
} satisfies Meta<typeof NoteEntriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (title = 'Withdrawal follow-up') =>
  screen.findByRole('grid', { name: t('chat-notes:entries.caption', { title }) });
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const loaded = () => screen.findByText('#32 Checked again at shift change.');
const dialog = (key: 'entries.addTitle' | 'entries.editTitle') =>
  screen.findByRole('dialog', { name: t(`chat-notes:${key}`) });
const contentBox = (d: HTMLElement) => within(d).getByRole('textbox', { name: t('chat-notes:fields.content') });
const save = (d: HTMLElement) => within(d).getByRole('button', { name: t('common:actions.save') });

/** The note's title as heading, its 32 entries 10 a page. */
export const Entries: Story = {
  play: async () => {
    await loaded();
    await expect(screen.getByRole('heading', { level: 2, name: 'Withdrawal follow-up' })).toBeVisible();
    await expect(await rows()).toHaveLength(10);
    await expect(screen.getByText(t('kit:table.showing', { from: 1, to: 10, total: 32 }))).toBeVisible();
  },
};

export const AllEntries: Story = {
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t('kit:table.pageSize') }), 'all');
    await waitFor(async () => expect(await rows()).toHaveLength(32));
  },
};

export const Empty: Story = {
  parameters: { route: `/chat/noteContent/9004/100/${encodeURIComponent('生日礼金已发放')}?room_id=200` },
  play: async () => {
    await expect(await screen.findByText(t('chat-notes:entries.empty'))).toBeVisible();
    await expect(screen.getByRole('heading', { level: 2, name: '生日礼金已发放' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [replyWith('api/note_content/list', { code: 1000, data: [] }, { delayMs: 'infinite' }), ...handlers],
    },
  },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(t('kit:table.loading'));
  },
};

export const MissingTitle: Story = {
  parameters: { route: '/chat/noteContent/9001/100' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(t('chat-notes:missing.entries'));
    await expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  },
};

// @spec chat.errors.missing-notebook-ids
export const InvalidNote: Story = {
  parameters: { route: '/chat/noteContent/x/100/Title' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(t('chat-notes:missing.entries'));
  },
};

/** Back returns to the room's notebook (the address names the room). */
export const Back: Story = {
  parameters: { snapshot: false },
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:entries.back') }));
    await expect(await screen.findByTestId('location')).toHaveTextContent('/chat/noteTitle/200/100');
  },
};

/** Add, edit, then delete (confirmed) one entry: one call each, even for double clicks. */
export const AddEditDelete: Story = {
  parameters: { snapshot: false },
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:entries.add') }));
    let d = await dialog('entries.addTitle');
    await userEvent.type(contentBox(d), 'Paid out');
    await userEvent.dblClick(save(d));
    await expect(await screen.findByText('Paid out')).toBeVisible();
    await expect(addCalls.calls).toEqual([{ note_id: 9001, content: 'Paid out' }]);
    const entry = db.state.notes.contents.at(-1)!;
    await expect(entry).toMatchObject({ content: 'Paid out', create_user: 'agent01' });

    await userEvent.click(
      screen.getByRole('button', { name: t('chat-notes:entries.editLabel', { date: entry.created_at }) }),
    );
    d = await dialog('entries.editTitle');
    await userEvent.clear(contentBox(d));
    await userEvent.type(contentBox(d), 'Paid out in full');
    await userEvent.click(save(d));
    await expect(await screen.findByText('Paid out in full')).toBeVisible();
    await expect(editCalls.calls).toEqual([{ content_id: entry.id, content: 'Paid out in full', note_id: 9001 }]);

    await userEvent.click(
      screen.getByRole('button', { name: t('chat-notes:entries.deleteLabel', { date: entry.created_at }) }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: t('chat-notes:entries.deleteTitle') });
    await expect(within(confirm).getByRole('button', { name: t('common:actions.cancel') })).toHaveFocus();
    await userEvent.dblClick(within(confirm).getByRole('button', { name: t('common:actions.delete') }));
    await waitFor(() => expect(screen.queryByText('Paid out in full')).not.toBeInTheDocument());
    await expect(deleteCalls.calls).toEqual([{ content_id: entry.id, note_id: 9001 }]);
  },
};

/** Empty content: nothing is sent and the dialog stays open. */
export const EmptyContentSendsNothing: Story = {
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:entries.add') }));
    const d = await dialog('entries.addTitle');
    await userEvent.type(contentBox(d), '   ');
    await userEvent.click(save(d));
    await expect(await within(d).findByText(t('chat-notes:validation.contentRequired'))).toBeVisible();
    await expect(addCalls.calls).toHaveLength(0);
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        replyWith('api/note_content/add', fail(4022, 'The content may not be greater than 255 characters.')),
        ...handlers,
      ],
    },
  },
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:entries.add') }));
    const d = await dialog('entries.addTitle');
    await userEvent.type(contentBox(d), 'Too long');
    await userEvent.click(save(d));
    await expect(await within(d).findByRole('alert')).toHaveTextContent(
      'The content may not be greater than 255 characters.',
    );
    await expect(contentBox(d)).toHaveValue('Too long');
  },
};

/** A delete the server refuses: the confirmation stays open and says why. */
export const DeleteRefused: Story = {
  parameters: {
    msw: { handlers: [replyWith('api/note_content/delete', fail(4040, 'Not Found')), ...handlers] },
  },
  play: async ({ userEvent }) => {
    await loaded();
    const newest = db.state.notes.contents.find((c) => c.content.startsWith('#32 '))!;
    await userEvent.click(
      screen.getByRole('button', { name: t('chat-notes:entries.deleteLabel', { date: newest.created_at }) }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: t('chat-notes:entries.deleteTitle') });
    await userEvent.click(within(confirm).getByRole('button', { name: t('common:actions.delete') }));
    await expect(await within(confirm).findByRole('alert')).toHaveTextContent('Not Found');
  },
};

/** A link naming the third page: the entries open there, and the room rides along for the way back. */
export const PageFromLink: Story = {
  parameters: { route: '/chat/noteContent/9001/100/Withdrawal%20follow-up?room_id=200&page=3' },
  play: async () => {
    await expect(await screen.findByText(t('kit:table.showing', { from: 21, to: 30, total: 32 }))).toBeVisible();
    await expect(await rows()).toHaveLength(10);
  },
};

/** A link naming a page size the table does not offer: the notice says so, and the first ten entries show. */
export const RefusedLink: Story = {
  parameters: { route: '/chat/noteContent/9001/100/Withdrawal%20follow-up?room_id=200&size=7' },
  play: async () => {
    await expect(await screen.findByText(t('kit:views.refusedLink'))).toBeVisible();
    await loaded();
    await expect(screen.getByText(t('kit:table.showing', { from: 1, to: 10, total: 32 }))).toBeVisible();
  },
};

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
import NoteListPage from './note-list-page';

const added = recordCalls('api/note/add');

/**
 * /chat/noteTitle/{room_id}/{member_id} on the demo backend, signed in as agent01: room 200 (with
 * player01, id 100) has four notes; room 202 (player03) none.
 */
const meta = {
  title: 'Chat/Notes/NoteListPage',
  component: NoteListPage,
  parameters: { route: '/chat/noteTitle/200/100', msw: { handlers: [added.handler, ...handlers] } },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/chat/noteTitle/:room_id?/:member_id?" element={<Story />} />
        <Route path="*" element={<StoryLocation />} />
      </Routes>
    ),
  ],
  beforeEach: () => {
    signInAs(3);
    added.calls.length = 0;
  },
} satisfies Meta<typeof NoteListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async () => {
  const table = await screen.findByRole('grid', { name: t('chat-notes:list.caption') });
  return within(table).getAllByRole('row').slice(1);
};
/** The room's notes are on screen (not the loading row). */
const loaded = () => screen.findByRole('link', { name: 'Withdrawal follow-up' });
/** The heading names the member once api/friend/view answered (pictures wait for it). */
const member = (name: string) => screen.findByText(t('chat-notes:list.member', { name }), { exact: false });
const addDialog = () => screen.findByRole('dialog', { name: t('chat-notes:dialog.addTitle') });
const titleBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: t('chat-notes:fields.title') });
const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: t('common:actions.save') });

export const Notebook: Story = {
  play: async () => {
    await loaded();
    await expect(await rows()).toHaveLength(4);
    await expect(await member('Player 1')).toBeVisible();
    await expect(screen.getByRole('link', { name: t('chat-notes:list.openRoom') })).toHaveAttribute(
      'href',
      '/chat/messaging/200/100/friend/300',
    );
    await expect(screen.getByRole('link', { name: 'Withdrawal follow-up' })).toHaveAttribute(
      'href',
      '/chat/noteContent/9001/100/Withdrawal%20follow-up?room_id=200',
    );
  },
};

export const Empty: Story = {
  parameters: { route: '/chat/noteTitle/202/102' },
  play: async () => {
    await expect(await screen.findByText(t('chat-notes:list.empty'))).toBeVisible();
    await expect(await member('Player 3')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [replyWith('api/note/list', { code: 1000, data: [] }, { delayMs: 'infinite' }), ...handlers] },
  },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(t('kit:table.loading'));
    await expect(await member('Player 1')).toBeVisible();
  },
};

/** Another staff user's room: the server's refusal is shown with a retry. */
export const NotAllowed: Story = {
  parameters: { route: '/chat/noteTitle/212/111' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient authority');
  },
};

// @spec chat.errors.missing-notebook-ids
export const MissingMember: Story = {
  parameters: { route: '/chat/noteTitle/200' },
  play: async () => {
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(t('chat-notes:missing.notebook'));
    await expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  },
};

// @spec chat.errors.missing-notebook-ids
export const InvalidRoom: Story = {
  parameters: { route: '/chat/noteTitle/abc/100' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(t('chat-notes:missing.notebook'));
  },
};

/** Adding sends one api/note/add (status 0) and the new note appears, by agent01. */
export const AddNote: Story = {
  parameters: { snapshot: false },
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:list.add') }));
    const dialog = await addDialog();
    await userEvent.type(titleBox(dialog), 'Bonus question');
    await userEvent.dblClick(save(dialog));
    await expect(await screen.findByRole('link', { name: 'Bonus question' })).toBeVisible();
    await expect(added.calls).toEqual([{ room_id: 200, title: 'Bonus question', status: 0 }]);
    await expect(db.state.notes.notes.at(-1)).toMatchObject({
      title: 'Bonus question',
      status: 0,
      create_user: 'agent01',
    });
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** An empty title: nothing is sent, the dialog stays open with the reason. */
// @spec chat.errors.empty-note-title
export const EmptyTitleSendsNothing: Story = {
  play: async ({ userEvent }) => {
    await loaded();
    await member('Player 1');
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:list.add') }));
    const dialog = await addDialog();
    await userEvent.click(save(dialog));
    await expect(await within(dialog).findByText(t('chat-notes:validation.titleRequired'))).toBeVisible();
    await expect(added.calls).toHaveLength(0);
  },
};

/** Marking a note finished, then unfinished again; the list shows who updated it. */
export const EditStatusBothWays: Story = {
  parameters: { snapshot: false },
  play: async ({ userEvent }) => {
    await loaded();
    const edit = async (status: '0' | '1') => {
      await userEvent.click(
        screen.getByRole('button', { name: t('chat-notes:list.editLabel', { title: '充值问题跟进' }) }),
      );
      const dialog = await screen.findByRole('dialog', { name: t('chat-notes:dialog.editTitle') });
      await userEvent.selectOptions(
        within(dialog).getByRole('combobox', { name: t('chat-notes:fields.status') }),
        status,
      );
      await userEvent.click(save(dialog));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await edit('1');
    // Keyboard users keep their place: the dialog gives the focus back to the row's Edit button.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: t('chat-notes:list.editLabel', { title: '充值问题跟进' }) }),
      ).toHaveFocus(),
    );
    await waitFor(() =>
      expect(db.state.notes.notes.find((n) => n.id === 9003)).toMatchObject({ status: 1, update_user: 'agent01' }),
    );
    const row = () => screen.getByRole('link', { name: '充值问题跟进' }).closest('tr')!;
    await waitFor(() => expect(within(row()).getByText(t('chat-notes:status.finished'))).toBeVisible());
    await edit('0');
    await waitFor(() => expect(within(row()).getByText(t('chat-notes:status.unfinished'))).toBeVisible());
    await expect(db.state.notes.notes.find((n) => n.id === 9003)?.status).toBe(0);
  },
};

/** The server refuses: its message shows in the dialog, which keeps the title typed. */
// @spec chat.errors.note-server-errors
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [replyWith('api/note/add', fail(4022, 'The title has already been taken.')), ...handlers],
    },
  },
  play: async ({ userEvent }) => {
    await loaded();
    await member('Player 1');
    await userEvent.click(screen.getByRole('button', { name: t('chat-notes:list.add') }));
    const dialog = await addDialog();
    await userEvent.type(titleBox(dialog), 'Withdrawal follow-up');
    await userEvent.click(save(dialog));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The title has already been taken.');
    await expect(titleBox(dialog)).toHaveValue('Withdrawal follow-up');
  },
};

/** Choosing a note opens its entries page. */
export const OpenEntries: Story = {
  parameters: { snapshot: false },
  play: async ({ userEvent }) => {
    await userEvent.click(await loaded());
    await expect(await screen.findByTestId('location')).toHaveTextContent(
      '/chat/noteContent/9001/100/Withdrawal%20follow-up?room_id=200',
    );
  },
};

/** A link naming page 0: the notice says so, and the room's notes show from the first page. */
export const RefusedLink: Story = {
  parameters: { route: '/chat/noteTitle/200/100?page=0' },
  play: async () => {
    await expect(await screen.findByText(t('kit:views.refusedLink'))).toBeVisible();
    await loaded();
    await expect(await rows()).toHaveLength(4);
    await expect(await member('Player 1')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, screen, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { networkErrorFor, ok, replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import ContactsPage from './contacts-page';

const edits = recordCalls('api/friend/edit');
/** player02 of the seed: user 101, a contact of agent01 (user 3). */
const PLAYER02 = 101;

/** Editing a contact from its profile at /chat/contact/101, on the demo backend, signed in as agent01. */
const meta = {
  title: 'Chat/Contacts/ContactsPageEdit',
  component: ContactsPage,
  parameters: { route: `/chat/contact/${PLAYER02}`, msw: { handlers: [edits.handler, ...handlers] } },
  decorators: [
    (Story) => (
      <Routes>
        <Route
          path="/chat/contact/:member_id?"
          element={
            <div className="h-[720px]">
              <Story />
            </div>
          }
        />
      </Routes>
    ),
  ],
  beforeEach: () => {
    signInAs(3);
    edits.calls.length = 0;
  },
} satisfies Meta<typeof ContactsPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const seededNickname = () => db.state.users.find((u) => u.id === PLAYER02)!.nickname;
const profile = (canvas: Canvas) => canvas.findByRole('region', { name: t('chat-nav:contacts.profile') });
const list = (canvas: Canvas) => canvas.findByRole('list', { name: t('chat-nav:contacts.listLabel') });
/** The contact's list link: its nickname, then its username. */
const listed = (nickname: string) => (name: string) => name === `${nickname} player02`;

/** Opens the dialog from the loaded profile and returns it with its fields. */
async function openEdit(canvas: Canvas, userEvent: UserEvent) {
  const pane = await profile(canvas);
  await within(pane).findByText(seededNickname(), { selector: 'p' });
  await userEvent.click(within(pane).getByRole('button', { name: t('chat-nav:contacts.edit.open') }));
  const dialog = await screen.findByRole('dialog', { name: t('chat-nav:contacts.edit.title') });
  const nickname = within(dialog).getByRole('textbox', { name: t('chat-nav:contacts.nickname') });
  const status = (key: 'normal' | 'disabled') =>
    within(dialog).getByRole('radio', { name: t(`chat-nav:contacts.status.${key}`) });
  const save = within(dialog).getByRole('button', { name: t('common:actions.save') });
  return { dialog, nickname, status, save };
}

/** The profile shows the contact with Edit beside its links; the dialog opens on its values. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const pane = await profile(canvas);
    await expect(await within(pane).findByText(t('chat-nav:contacts.status.normal'))).toBeVisible();
    await waitFor(async () =>
      expect(within(await list(canvas)).getByRole('link', { name: listed(seededNickname()) })).toBeVisible(),
    );
    const { nickname, status } = await openEdit(canvas, userEvent);
    await expect(nickname).toHaveValue(seededNickname());
    await expect(status('normal')).toBeChecked();
  },
};

/**
 * Saved: one api/friend/edit for a double click (member_id, nickname trimmed, status), the dialog
 * closes, a toast says 'edited', and the profile and the list show the new nickname.
 */
export const Success: Story = {
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    const { dialog, nickname, save } = await openEdit(canvas, userEvent);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, '  VIP Two  ');
    await userEvent.dblClick(save);
    await expect(await screen.findByText(t('chat-nav:contacts.edit.edited', { name: 'VIP Two' }))).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(edits.calls).toEqual([{ member_id: PLAYER02, nickname: 'VIP Two', status: 1 }]);
    await expect(within(await profile(canvas)).getByText('VIP Two', { selector: 'p' })).toBeVisible();
    await waitFor(async () =>
      expect(within(await list(canvas)).getByRole('link', { name: listed('VIP Two') })).toBeVisible(),
    );
  },
};

/** Disabled: the profile says so, and the contact leaves the list, which shows contacts of status 1. */
export const DisableContact: Story = {
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    await waitFor(async () =>
      expect(within(await list(canvas)).getByRole('link', { name: listed(seededNickname()) })).toBeVisible(),
    );
    const { dialog, status, save } = await openEdit(canvas, userEvent);
    await userEvent.click(status('disabled'));
    await userEvent.click(save);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(edits.calls).toEqual([{ member_id: PLAYER02, nickname: seededNickname(), status: 0 }]);
    await expect(within(await profile(canvas)).getByText(t('chat-nav:contacts.status.disabled'))).toBeVisible();
    await waitFor(async () =>
      expect(
        within(await list(canvas)).queryByRole('link', { name: listed(seededNickname()) }),
      ).not.toBeInTheDocument(),
    );
  },
};

/** Too long a nickname: the reason shows and nothing is sent. */
export const ValidationError: Story = {
  play: async ({ canvas, userEvent }) => {
    const { dialog, nickname, save } = await openEdit(canvas, userEvent);
    await userEvent.type(nickname, 'x'.repeat(50));
    await userEvent.click(save);
    await expect(await within(dialog).findByText(t('chat-nav:contacts.edit.nicknameTooLong'))).toBeVisible();
    await expect(edits.calls).toHaveLength(0);
  },
};

/** While the call is on its way, Save is busy and the dialog cannot be closed. */
export const Saving: Story = {
  parameters: {
    msw: { handlers: [edits.handler, replyWith('api/friend/edit', ok(null), { delayMs: 'infinite' }), ...handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    const { dialog, nickname, save } = await openEdit(canvas, userEvent);
    await userEvent.type(nickname, '!');
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    await expect(within(dialog).getByRole('button', { name: t('common:actions.cancel') })).toBeDisabled();
    await expect(nickname).toHaveAttribute('readonly');
    await waitFor(() => expect(edits.calls).toHaveLength(1));
  },
};

/** The server refuses (the demo refuses the nickname 'fail'): its message shows, and a second try saves. */
export const ServerRefusal: Story = {
  play: async ({ canvas, userEvent }) => {
    const { dialog, nickname, save } = await openEdit(canvas, userEvent);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'fail');
    await userEvent.click(save);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The contact could not be saved.');
    await expect(nickname).toHaveValue('fail');
    await waitFor(() => expect(save).toBeEnabled());
    await expect(within(await profile(canvas)).getByText(seededNickname(), { selector: 'p' })).toBeVisible();
  },
};

/** A refused save can be corrected and sent again from the same dialog. */
export const RetryAfterRefusal: Story = {
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    const { dialog, nickname, save } = await openEdit(canvas, userEvent);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'fail');
    await userEvent.click(save);
    await within(dialog).findByRole('alert');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Lucky');
    await userEvent.click(save);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(await profile(canvas)).getByText('Lucky', { selector: 'p' })).toBeVisible();
    await expect(edits.calls.map((c) => c.nickname)).toEqual(['fail', 'Lucky']);
  },
};

/** The server cannot be reached: the network text shows and the dialog stays open and usable. */
export const NetworkFailure: Story = {
  parameters: { msw: { handlers: [networkErrorFor('api/friend/edit'), ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    const { dialog, nickname, save } = await openEdit(canvas, userEvent);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Offline edit');
    await userEvent.click(save);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('common:errors.network'));
    await waitFor(() => expect(save).toBeEnabled());
    await expect(nickname).toHaveValue('Offline edit');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { networkErrorFor } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { t, tx } from '@/test/translate';
import { StoryLocation } from '@/test/stories/location';
import ContactsPage from './contacts-page';

const friendList = recordCalls('api/friend/list');
const customerList = recordCalls('api/customer/list');
/** Chat spec section 7: status 1, username, fuzzy, page, per_page 10 (the search page starts at 1). */
const listPayload = (username: string, page: number) => ({ status: 1, username, fuzzy: 1, page, per_page: 10 });

/** /chat/contact on the demo backend: agent01's contacts are the members of its eleven rooms. */
const meta = {
  title: 'Chat/Contacts/ContactsPage',
  component: ContactsPage,
  parameters: { route: '/chat/contact', msw: { handlers: [friendList.handler, customerList.handler, ...handlers] } },
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
        <Route path="*" element={<StoryLocation />} />
      </Routes>
    ),
  ],
  beforeEach: () => {
    signInAs(3);
    friendList.calls.length = 0;
    customerList.calls.length = 0;
  },
} satisfies Meta<typeof ContactsPage>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const contactList = (canvas: Canvas) => canvas.findByRole('list', { name: t('chat-nav:contacts.listLabel') });
const user = (username: string) => db.state.users.find((u) => u.username === username)!;
/** The search has no request in flight (a cached page is shown at once and asked again in the background). */
const settled = (canvas: Canvas) =>
  waitFor(() =>
    expect(canvas.getByRole('button', { name: t('chat-nav:contacts.search') })).not.toHaveAttribute('aria-busy'),
  );
/** A contact's link: its nickname, then its username. */
const named = (username: string) => (name: string) => name === `${user(username).nickname} ${username}`;

export const Results: Story = {
  play: async ({ canvas }) => {
    const list = await contactList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(10));
    await expect(within(list).getByRole('link', { name: named('player01') })).toHaveAttribute(
      'href',
      `/chat/contact/${user('player01').id}`,
    );
    await expect(canvas.getByText(t('chat-nav:contacts.pageOf', { page: 1, pages: 2 }))).toBeVisible();
    await expect(canvas.getByText(t('chat-nav:contacts.choose'))).toBeVisible();
    await settled(canvas);
    await expect(friendList.calls).toEqual([listPayload('', 1)]);
  },
};

// @spec chat.calls.api/friend/list
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await contactList(canvas);
    const box = canvas.getByRole('searchbox', { name: t('chat-nav:contacts.username') });
    await userEvent.type(box, 'player1');
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:contacts.search') }));
    // Fuzzy: player10 and player11.
    await waitFor(async () => expect(within(await contactList(canvas)).getAllByRole('link')).toHaveLength(2));
    await expect(friendList.calls).toContainEqual(listPayload('player1', 1));
    await expect(canvas.getByText(t('chat-nav:contacts.pageOf', { page: 1, pages: 1 }))).toBeVisible();
    await settled(canvas);
  },
};

// @spec chat.errors.text-not-found
export const NotFound: Story = {
  parameters: { route: '/chat/contact?username=nobody' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('chat-nav:contacts.notFound'))).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: t('chat-nav:contacts.username') })).toHaveValue('nobody');
  },
};

export const EmptySearchListsEveryone: Story = {
  parameters: { route: '/chat/contact?username=nobody' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(t('chat-nav:contacts.notFound'));
    await userEvent.clear(canvas.getByRole('searchbox', { name: t('chat-nav:contacts.username') }));
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:contacts.search') }));
    await waitFor(async () => expect(within(await contactList(canvas)).getAllByRole('link')).toHaveLength(10));
    await settled(canvas);
  },
};

// @spec chat.calls.api/friend/list
export const Paging: Story = {
  play: async ({ canvas, userEvent }) => {
    await contactList(canvas);
    const previous = canvas.getByRole('button', { name: t('chat-nav:contacts.previous') });
    await expect(previous).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:contacts.next') }));
    await expect(await canvas.findByText(t('chat-nav:contacts.pageOf', { page: 2, pages: 2 }))).toBeVisible();
    await waitFor(async () => expect(within(await contactList(canvas)).getAllByRole('link')).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: t('chat-nav:contacts.next') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('chat-nav:contacts.previous') }));
    await expect(await canvas.findByText(t('chat-nav:contacts.pageOf', { page: 1, pages: 2 }))).toBeVisible();
    await waitFor(async () => expect(within(await contactList(canvas)).getAllByRole('link')).toHaveLength(10));
    await settled(canvas);
    await expect(canvas.getByRole('button', { name: t('chat-nav:contacts.previous') })).toBeDisabled();
    await expect(friendList.calls).toContainEqual(listPayload('', 2));
  },
};

export const OpenRoomFromProfile: Story = {
  // player02 of the seed (user 101).
  parameters: { route: '/chat/contact/101' },
  play: async ({ canvas, userEvent }) => {
    const profile = await canvas.findByRole('region', { name: t('chat-nav:contacts.profile') });
    const open = await within(profile).findByRole('link', { name: t('chat-nav:contacts.openRoom') });
    const room = db.state.rooms.find((r) => r.partner_id === 101 && r.code.startsWith('r-agent01-'))!;
    await userEvent.click(open);
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent(
        `/chat/messaging/${room.id}/101/friend/${room.friend_id}`,
      ),
    );
  },
};

export const Profile: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await contactList(canvas);
    await userEvent.click(within(list).getByRole('link', { name: named('player02') }));
    const profile = await canvas.findByRole('region', { name: t('chat-nav:contacts.profile') });
    await waitFor(() => expect(within(profile).getByText(user('player02').nickname, { selector: 'p' })).toBeVisible());
    const room = db.state.rooms.find((r) => r.code === 'r-agent01-player02')!;
    const member = user('player02').id;
    await expect(within(profile).getByRole('link', { name: t('chat-nav:contacts.openRoom') })).toHaveAttribute(
      'href',
      `/chat/messaging/${room.id}/${member}/friend/${room.friend_id}`,
    );
    await expect(within(profile).getByRole('link', { name: tx('chat-nav:contacts.notebook') })).toHaveAttribute(
      'href',
      `/chat/noteTitle/${room.id}/${member}`,
    );
    // Wide: the list stays beside the profile, with the contact marked.
    await expect(within(list).getByRole('link', { name: named('player02') })).toHaveAttribute('aria-current', 'page');
    await expect(list).toBeVisible();
  },
};

/** A phone: the profile replaces the list, and its back link returns to the same search page. */
export const NarrowProfile: Story = {
  parameters: { route: '/chat/contact?page=2' },
  decorators: [(Story) => <div className="mx-auto w-[390px] border-x border-slate-200">{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    const list = await contactList(canvas);
    await expect(await canvas.findByText(t('chat-nav:contacts.pageOf', { page: 2, pages: 2 }))).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
    await userEvent.click(within(list).getAllByRole('link')[0]!);
    const back = await canvas.findByRole('link', { name: t('chat-nav:contacts.backToList') });
    await expect(back).toHaveAttribute('href', '/chat/contact?page=2');
    await expect(canvas.queryByRole('list', { name: t('chat-nav:contacts.listLabel') })).not.toBeInTheDocument();
    await userEvent.click(back);
    await expect(await contactList(canvas)).toBeVisible();
    await expect(canvas.getByText(t('chat-nav:contacts.pageOf', { page: 2, pages: 2 }))).toBeVisible();
    await settled(canvas);
  },
};

/** Customer service (role 3) searches api/customer/list: with the friend list down, its contacts still come. */
// @spec chat.calls.api/customer/list
export const CustomerServiceUsesCustomerList: Story = {
  parameters: {
    msw: {
      handlers: [friendList.handler, customerList.handler, networkErrorFor('api/friend/list'), ...handlers],
    },
  },
  beforeEach: () => {
    signInAs(4);
  },
  play: async ({ canvas }) => {
    const list = await contactList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2));
    await expect(list).toHaveTextContent('agent01');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(customerList.calls[0]).toEqual(listPayload('', 1));
    await expect(friendList.calls).toEqual([]);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [networkErrorFor('api/friend/list'), ...handlers] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('chat-nav:contacts.loadFailed'));
    await expect(within(alert).getByRole('button', { name: t('common:actions.retry') })).toBeVisible();
  },
};

/** A link naming a page that cannot be (page 0): the notice says so, and the first page of all contacts shows. */
export const RefusedLink: Story = {
  parameters: { route: '/chat/contact?page=0' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('kit:views.refusedLink'))).toBeVisible();
    await waitFor(async () => expect(within(await contactList(canvas)).getAllByRole('link')).toHaveLength(10));
    await expect(canvas.getByText(t('chat-nav:contacts.pageOf', { page: 1, pages: 2 }))).toBeVisible();
    await expect(friendList.calls).toEqual([listPayload('', 1)]);
    await settled(canvas);
  },
};

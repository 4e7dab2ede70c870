import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { appRoutes } from '@/app/router/router';
import { handlers, realtimeHandlers } from '@mocks/handlers';
import { seedState } from '@mocks/db/seed';
import { db } from '@mocks/db/store';
import { setServerDown, subscriberCount } from '@mocks/realtime/msw-pusher';
import { memberSends } from '@mocks/server/chat-events';
import { apiUrl } from '@mocks/server/endpoint';
import { roomMessages } from '@mocks/server/chat-store';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/**
 * The chat's call rules (chat spec sections 2, 7 and 9), checked on what the whole app sends to the
 * demo backend, signed in as agent01: entering a room, then reporting its last received message as
 * read; older messages asked from page 2, 30 at a time; page 1 read again only to catch up after a
 * reconnect. The pictures of these screens belong to the room's own stories (Chat/Flows/Room), so
 * these take none.
 */
function App({ path }: { path: string }) {
  const [router] = useState(() => memoryRouteTable(appRoutes, { initialEntries: [path] }));
  return <MemoryRoutes table={router} />;
}

const SEEDED_AT = Date.parse('2026-11-23T04:00:00Z');
const ROOM_CODE = 'r-agent01-player02';
const BIG_ROOM_CODE = 'r-agent01-player01';

const order: string[] = [];
const entered = recordCalls('api/room/enter', { order });
const read = recordCalls('api/readMessage', { order });
const history = recordCalls('api/room/history');
/** For each api/room/enter reaching the server: whether the room's channel was listened to by then. */
const listeningAtEnter: boolean[] = [];
const enterWatch = http.post(apiUrl('api/room/enter'), () => {
  listeningAtEnter.push(subscriberCount(`private-room.${ROOM_CODE}`) > 0);
});

const meta = {
  title: 'Chat/Flows/Call rules',
  component: App,
  args: { path: `/chat/messaging/201/101/${ROOM_CODE}` },
  parameters: {
    router: false,
    snapshot: false,
    msw: { handlers: [enterWatch, entered.handler, read.handler, history.handler, ...handlers, ...realtimeHandlers] },
  },
  beforeEach: () => {
    db.reset(seedState(SEEDED_AT));
    signInAs(3);
    for (const list of [order, entered.calls, read.calls, history.calls, listeningAtEnter]) list.length = 0;
  },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

const log = () => screen.findByRole('log');
/** The newest message the member sent (what the staff user has received), as the demo holds it. */
const lastReceivedId = (code: string) => roomMessages(db.state, code).findLast((m) => !m.from_staff)?.message_id;

// @spec chat.calls.api/room/enter chat.calls.api/readMessage
export const ReadAfterEntering: Story = {
  play: async () => {
    await within(await log()).findByText('All received, thank you!');
    await waitFor(() => expect(read.calls.length).toBeGreaterThan(0));
    await expect(entered.calls[0]).toEqual({ code: ROOM_CODE, friend_id: '' });
    await expect(read.calls[0]).toEqual({ message_id: lastReceivedId(ROOM_CODE), code: ROOM_CODE });
    await expect(order.slice(0, 2)).toEqual(['api/room/enter', 'api/readMessage']);
  },
};

/**
 * The room is entered once its channel listens: the channel replays nothing, and entering reads no
 * history, so a message sent between the enter answer and a later subscription would be missed.
 */
export const EntersOnceItsChannelListens: Story = {
  play: async () => {
    await within(await log()).findByText('All received, thank you!');
    await expect(listeningAtEnter).toEqual([true]);
    await expect(history.calls).toEqual([]);
  },
};

// @spec chat.calls.api/room/history
export const OlderMessagesFromPageTwo: Story = {
  args: { path: `/chat/messaging/200/100/${BIG_ROOM_CODE}` },
  play: async ({ userEvent }) => {
    const messages = await log();
    // Page 1 is what api/room/enter answered: entering (and subscribing to the room) reads no history.
    await waitFor(() => expect(subscriberCount(`private-room.${BIG_ROOM_CODE}`)).toBeGreaterThan(0));
    await userEvent.click(await within(messages).findByRole('button', { name: t('chat-room:list.older') }));
    await waitFor(() => expect(history.calls).toHaveLength(1));
    await expect(history.calls[0]).toEqual({ code: BIG_ROOM_CODE, page: 2, per_page: 30 });
    await waitFor(() => expect(messages).not.toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(await within(messages).findByRole('button', { name: t('chat-room:list.older') }));
    await waitFor(() => expect(history.calls).toHaveLength(2));
    await expect(history.calls[1]).toEqual({ code: BIG_ROOM_CODE, page: 3, per_page: 30 });
    await expect(history.calls).toHaveLength(2);
    await expect(entered.calls).toHaveLength(1);
  },
};

/** Pusher replays nothing missed while the socket was down: once resubscribed, the room reads its newest page. */
export const CatchesUpAfterReconnect: Story = {
  play: async () => {
    const messages = await log();
    await within(messages).findByText('All received, thank you!');
    await waitFor(() => expect(subscriberCount(`private-room.${ROOM_CODE}`)).toBeGreaterThan(0));
    try {
      setServerDown(true);
      memberSends(ROOM_CODE, 'Sent while you were offline');
    } finally {
      setServerDown(false);
    }
    await expect(await within(messages).findByText('Sent while you were offline')).toBeVisible();
    await expect(history.calls[0]).toEqual({ code: ROOM_CODE, page: 1, per_page: 30 });
  },
};

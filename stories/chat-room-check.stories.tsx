import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { appRoutes } from '@/app/router/router';
import { handlers, realtimeHandlers } from '@mocks/handlers';
import { seedState } from '@mocks/db/seed';
import { db } from '@mocks/db/store';
import { roomMessages } from '@mocks/server/chat-store';
import { fail, ok, storyEndpoint, type Reply } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { MemoryRoutes, memoryRouteTable } from '@/test/harness/memory-routes';

/**
 * Moving to the next room (backoffice spec section 2, chat spec section 2): the server's authority
 * check of the room's address answers before anything of the room is asked for or shown; a refusal
 * goes to /index. The whole app in memory, signed in as agent01, starting in the VIP Lounge. The
 * pictures of these screens belong to the room's own stories (Chat/Flows/Room), so these take none.
 */
function App({ path }: { path: string }) {
  const [router] = useState(() => memoryRouteTable(appRoutes, { initialEntries: [path] }));
  return <MemoryRoutes table={router} />;
}

const SEEDED_AT = Date.parse('2026-11-23T04:00:00Z');
const FIRST = '/chat/messaging/201/101/r-agent01-player02';
const NEXT_CODE = 'r-agent01-player01';
const NEXT = `/chat/messaging/200/100/${NEXT_CODE}`;

const order: string[] = [];
const entered = recordCalls('api/room/enter', { order });
const read = recordCalls('api/readMessage', { order });

/** The check of the next room's address waits for the story's word; every other address is allowed. */
let answerNext: (reply: Reply) => void = () => undefined;
let nextAnswer: Promise<Reply>;
const checks = storyEndpoint('api/userMenu/auth', z.object({ url: z.string() }), async ({ payload }) => {
  if (payload.url !== NEXT) return ok(true);
  order.push('checking the next room');
  const reply = await nextAnswer;
  order.push('the next room checked');
  return reply;
});

const meta = {
  title: 'Chat/Flows/Room check',
  component: App,
  args: { path: FIRST },
  parameters: {
    router: false,
    snapshot: false,
    msw: { handlers: [entered.handler, read.handler, checks, ...handlers, ...realtimeHandlers] },
  },
  beforeEach: () => {
    db.reset(seedState(SEEDED_AT));
    signInAs(3);
    for (const list of [order, entered.calls, read.calls]) list.length = 0;
    nextAnswer = new Promise((resolve) => (answerNext = resolve));
  },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the next room from the room list and waits until its check is with the server. */
async function moveToNextRoom(userEvent: { click: (element: Element) => Promise<void> }) {
  await within(await screen.findByRole('log')).findByText('All received, thank you!');
  await waitFor(() => expect(read.calls).toHaveLength(1));
  const rooms = screen.getByRole('list', { name: t('chat-nav:rooms.title') });
  await userEvent.click(within(rooms).getByRole('link', { name: /player01/ }));
  await waitFor(() => expect(order).toContain('checking the next room'));
  // The list stays, marking the room asked for; the room's place waits for its check.
  await expect(within(rooms).getByRole('link', { current: 'page' })).toHaveAccessibleName(/player01/);
  await expect(await screen.findByRole('status', { name: t('common:loading') })).toBeVisible();
  await expect(screen.queryByRole('log')).not.toBeInTheDocument();
}

// @spec bo.calls.api/userMenu/auth chat.calls.api/room/enter
// @code src/app/router/chat-guard.tsx src/app/chat-messaging-page.tsx
export const NextRoomWaitsForItsCheck: Story = {
  play: async ({ userEvent }) => {
    await moveToNextRoom(userEvent);
    answerNext(ok(true));
    const log = await screen.findByRole('log', { name: t('chat-room:list.label', { name: 'player01' }) });
    const last = roomMessages(db.state, NEXT_CODE).findLast((m) => m.type === 1)!;
    await expect((await within(log).findAllByText(last.content)).at(-1)).toBeVisible();
    await waitFor(() => expect(read.calls).toHaveLength(2));
    // Entering the next room and reporting it read both came after its check answered.
    await expect(order.slice(order.indexOf('the next room checked'))).toEqual([
      'the next room checked',
      'api/room/enter',
      'api/readMessage',
    ]);
    await expect(entered.calls).toEqual([
      { code: 'r-agent01-player02', friend_id: '' },
      { code: NEXT_CODE, friend_id: '' },
    ]);
  },
};

// @spec bo.calls.api/userMenu/auth
// @code src/app/router/chat-guard.tsx
export const RefusedRoomGoesToIndex: Story = {
  play: async ({ userEvent }) => {
    await moveToNextRoom(userEvent);
    answerNext(fail(4030, 'noAuthority'));
    const refused = await screen.findByRole('alert');
    await expect(refused).toHaveTextContent(t('common:noAuthority'));
    await expect(refused).toHaveTextContent(t('common:refused.detail', { path: NEXT }));
    await expect(screen.queryByRole('log')).not.toBeInTheDocument();
    await expect(entered.calls).toEqual([{ code: 'r-agent01-player02', friend_id: '' }]);
  },
};

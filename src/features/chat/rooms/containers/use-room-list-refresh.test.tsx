import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/store';
import { signInAs } from '@mocks/server/story-session';
import { createQueryClient } from '@/lib/query-client';
import type { Realtime } from '@/lib/realtime';
import { RealtimeProvider } from '@/lib/realtime-react';
import { messageSchema, type Room } from '@/lib/api/endpoints/chat';
import { roomKeys } from '../api/keys';
import { storyRoom } from '../components/story-fixtures';
import { ROOM_LIST_BATCH_MS, useRoomListRefresh } from './use-room-list-refresh';

type Listener = {
  channel: string;
  event: string;
  onEvent: (d: unknown) => void;
  onSubscribed?: (() => void) | undefined;
};

function fakeRealtime() {
  const listeners: Listener[] = [];
  const realtime: Realtime = {
    state: 'live',
    onState: () => () => {},
    listen: (channel, event, onEvent, onSubscribed) => {
      const entry = { channel, event, onEvent, onSubscribed };
      listeners.push(entry);
      return () => listeners.splice(listeners.indexOf(entry), 1);
    },
    disconnect: () => {},
  };
  return { realtime, listeners };
}

function Refresher({ openCode }: { openCode?: string }) {
  useRoomListRefresh({ openCode });
  return null;
}

function setup(instances = 1, openCode?: string) {
  signInAs(3);
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const fake = fakeRealtime();
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider realtime={fake.realtime}>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
  queryClient.setQueryData(roomKeys.list(1), [
    storyRoom({ id: 1, code: 'r-a', message_time: '2026-03-14 09:30:00' }),
    storyRoom({ id: 2, code: 'r-b', message_time: '2026-03-14 09:20:00' }),
    storyRoom({ id: 3, code: 'r-c', message_time: '2026-03-14 09:10:00' }),
  ]);
  render(wrap(Array.from({ length: instances }, (_, i) => <Refresher key={i} openCode={openCode} />)));
  const rooms = () => queryClient.getQueryData<Room[]>(roomKeys.list(1))!;
  const roomListReloads = () =>
    invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(roomKeys.lists()))
      .length;
  return { fake, roomListReloads, rooms, queryClient };
}

/** Lets the messages of one batch reach the lists. */
const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, ROOM_LIST_BATCH_MS + 20)));

const memberMessage = (id: number, code: string, over: Record<string, unknown> = {}) =>
  messageSchema.parse({
    message_id: id,
    type: 1,
    content: `Message ${id}`,
    is_self: 0,
    created_at: '2026-03-14 10:00:00',
    code,
    ...over,
  });

describe('useRoomListRefresh', () => {
  afterEach(() => vi.useRealTimers());

  it("listens for NewMessage on the signed-in user's member channel", async () => {
    const { fake } = setup();
    const memberId = db.state.users.find((u) => u.id === 3)!.member_id;
    await waitFor(() =>
      expect(fake.listeners.map((l) => [l.channel, l.event])).toEqual([[`member.${memberId}`, '.NewMessage']]),
    );
  });

  it('an event that carries its message updates the room in place and moves it to the top, with no request', async () => {
    const { fake, roomListReloads, rooms } = setup();
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    fake.listeners[0]!.onEvent({
      code: 'r-c',
      message_id: 91,
      message: memberMessage(91, 'r-c', { content: 'Hi there' }),
    });
    await flush();
    expect(rooms().map((r) => r.code)).toEqual(['r-c', 'r-a', 'r-b']);
    expect(rooms()[0]).toMatchObject({
      message_content: 'Hi there',
      message_time: '2026-03-14 10:00:00',
      message_read: 0,
      unread_count: 1,
    });
    expect(roomListReloads()).toBe(0);
  });

  it('an image updates the room with no picture data in its last message', async () => {
    const { fake, rooms } = setup();
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    const picture = 'data:image/jpeg;base64,AAAA';
    fake.listeners[0]!.onEvent({
      code: 'r-b',
      message_id: 92,
      message: memberMessage(92, 'r-b', { type: 2, content: picture }),
    });
    await flush();
    expect(rooms()[0]).toMatchObject({ code: 'r-b', message_type: 2, message_content: '' });
  });

  it("the staff member's own message moves the room up without counting as unread", async () => {
    const { fake, rooms } = setup();
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    fake.listeners[0]!.onEvent({ code: 'r-b', message_id: 93, message: memberMessage(93, 'r-b', { is_self: 1 }) });
    await flush();
    expect(rooms()[0]).toMatchObject({ code: 'r-b', message_read: 1, unread_count: 0 });
  });

  it('a message into the room open and seen in this tab does not count as unread', async () => {
    const { fake, rooms } = setup(1, 'r-b');
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    fake.listeners[0]!.onEvent({ code: 'r-b', message_id: 97, message: memberMessage(97, 'r-b') });
    await flush();
    expect(rooms()[0]).toMatchObject({ code: 'r-b', message_read: 1, unread_count: 0 });
  });

  it('one event counts once, however many screens listen', async () => {
    const { fake, roomListReloads, rooms } = setup(2);
    await waitFor(() => expect(fake.listeners).toHaveLength(2));
    // The connection hands every listener the same event object.
    const known = { code: 'r-a', message_id: 94, message: memberMessage(94, 'r-a') };
    const unknown = { code: 'r-x', message_id: 95 };
    for (const l of fake.listeners) l.onEvent(known);
    for (const l of fake.listeners) l.onEvent(unknown);
    await flush();
    expect(rooms()[0]).toMatchObject({ code: 'r-a', unread_count: 1 });
    expect(roomListReloads()).toBe(1);
  });

  it('a burst of messages reaches the list in one update, in the order they came', async () => {
    const { fake, rooms, queryClient } = setup();
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    let updates = 0;
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') updates++;
    });
    for (const [i, code] of ['r-c', 'r-b', 'r-c', 'r-a', 'r-b'].entries())
      fake.listeners[0]!.onEvent({
        code,
        message_id: 200 + i,
        message: memberMessage(200 + i, code, { content: `m${i}` }),
      });
    await flush();
    stop();
    expect(updates).toBe(1);
    expect(rooms().map((r) => [r.code, r.message_content, r.unread_count])).toEqual([
      ['r-b', 'm4', 2],
      ['r-a', 'm3', 1],
      ['r-c', 'm2', 2],
    ]);
  });

  it('two messages with the same id are two events', async () => {
    const { fake, rooms } = setup();
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    fake.listeners[0]!.onEvent({ code: 'r-b', message_id: 98, message: memberMessage(98, 'r-b', { content: 'one' }) });
    fake.listeners[0]!.onEvent({ code: 'r-b', message_id: 98, message: memberMessage(98, 'r-b', { content: 'two' }) });
    await flush();
    expect(rooms()[0]).toMatchObject({ code: 'r-b', message_content: 'two', unread_count: 2 });
  });

  it('fetches the lists when the event lacks its message or names a room they do not hold', async () => {
    const { fake, roomListReloads } = setup();
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    fake.listeners[0]!.onEvent({ code: 'r-new', message_id: 96, message: memberMessage(96, 'r-new') });
    await flush();
    expect(roomListReloads()).toBe(1);
  });

  it('a burst of 50 events the lists cannot apply costs one request at once and one 2 s later', async () => {
    vi.useFakeTimers();
    const { fake, roomListReloads } = setup();
    await act(async () => await vi.advanceTimersByTimeAsync(100));
    expect(fake.listeners).toHaveLength(1);
    for (let i = 0; i < 50; i++) {
      fake.listeners[0]!.onEvent({ code: `r-unknown-${i % 5}`, message_id: 1000 + i });
      await act(async () => await vi.advanceTimersByTimeAsync(20));
    }
    expect(roomListReloads()).toBe(1);
    await act(async () => await vi.advanceTimersByTimeAsync(2000));
    expect(roomListReloads()).toBe(2);
    await act(async () => await vi.advanceTimersByTimeAsync(10_000));
    expect(roomListReloads()).toBe(2);
  });

  it('catches up after every (re)subscription, within 3 s', async () => {
    vi.useFakeTimers();
    const { fake, roomListReloads } = setup();
    await act(async () => await vi.advanceTimersByTimeAsync(100));
    fake.listeners[0]!.onSubscribed?.();
    await act(async () => await vi.advanceTimersByTimeAsync(3000));
    expect(roomListReloads()).toBe(1);
    fake.listeners[0]!.onSubscribed?.();
    await act(async () => await vi.advanceTimersByTimeAsync(5000));
    expect(roomListReloads()).toBe(2);
  });

  it('reloads when the tab becomes visible again, not when it is hidden', async () => {
    const { roomListReloads } = setup();
    const setVisibility = (value: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      setVisibility('hidden');
      await flush();
      expect(roomListReloads()).toBe(0);
      setVisibility('visible');
      await flush();
      expect(roomListReloads()).toBe(1);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });
});

import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/store';
import { flush, memberMessage, setup } from '@/test/harness/room-list-refresh';

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
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { signInAs } from '@mocks/server/story-session';
import { storage } from '@/lib/storage';
import { parseUnsent, unsentName } from '../lib/unsent-store';
import { useRoomLog } from './use-room-log';

const CODE = 'r-agent01-player02';
const viewer = { username: 'agent01', thumbnail: '' };
let sends = 0;
const countSends = ({ request }: { request: Request }) => {
  if (request.url.includes('api/sendMessage')) sends++;
};

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
const kept = () => parseUnsent(storage.appItem.get(unsentName('3')));
const serverCopies = (content: string) =>
  db.state.messages.filter((m) => m.room_code === CODE && m.content === content).length;

/** The room as a reload opens it: a new hook with a new enter answer. */
const openRoom = () => renderHook(() => useRoomLog(entered, viewer));
const entered = { code: CODE, messages: [] };
const own = (result: { current: ReturnType<typeof useRoomLog> }) =>
  result.current.messages.filter((m) => m.is_self === 1).map((m) => [m.content, m.delivery]);

beforeEach(() => {
  signInAs(3);
  sends = 0;
  server.events.on('request:start', countSends);
});
afterEach(() => {
  server.events.removeListener('request:start', countSends);
  setOnline(true);
});

describe('messages not sent, over a reload', () => {
  it('queues a message written offline as not sent, without a request, and keeps it', async () => {
    setOnline(false);
    const { result, unmount } = openRoom();
    await waitFor(() => expect(result.current.messages).toEqual([]));
    act(() => result.current.send({ type: 1, content: 'Written offline' }));
    expect(own(result)).toEqual([['Written offline', 'failed']]);
    await waitFor(() => expect(kept().map((e) => [e.content, e.state])).toEqual([['Written offline', 'failed']]));
    expect(sends).toBe(0);
    unmount();

    // Reloaded, online again: back as not sent; Retry, pressed twice, sends it once.
    setOnline(true);
    const { result: reloaded } = openRoom();
    await waitFor(() => expect(own(reloaded)).toEqual([['Written offline', 'failed']]));
    const key = reloaded.current.messages.at(-1)!.key;
    act(() => {
      reloaded.current.retry(key);
      reloaded.current.retry(key);
    });
    await waitFor(() => expect(own(reloaded)).toEqual([['Written offline', 'sent']]));
    expect(sends).toBe(1);
    expect(serverCopies('Written offline')).toBe(1);
    await waitFor(() => expect(kept()).toEqual([]));
  });

  it('Retry all sends them in order, each once, however often it is pressed', async () => {
    setOnline(false);
    const { result: before, unmount } = openRoom();
    await waitFor(() => expect(before.current.messages).toEqual([]));
    for (const content of ['one', 'two', 'three']) act(() => before.current.send({ type: 1, content }));
    await waitFor(() => expect(kept()).toHaveLength(3));
    unmount();

    setOnline(true);
    const { result } = openRoom();
    await waitFor(() => expect(own(result).map(([, delivery]) => delivery)).toEqual(['failed', 'failed', 'failed']));
    act(() => {
      result.current.retryAll();
      result.current.retryAll();
    });
    expect(result.current.retryingAll).toBe(true);
    act(() => result.current.retryAll());
    await waitFor(() => expect(result.current.retryingAll).toBe(false));
    expect(own(result)).toEqual([
      ['one', 'sent'],
      ['two', 'sent'],
      ['three', 'sent'],
    ]);
    expect(sends).toBe(3);
    const order = db.state.messages.filter((m) => m.room_code === CODE).map((m) => m.content);
    expect(order.slice(-3)).toEqual(['one', 'two', 'three']);
    await waitFor(() => expect(kept()).toEqual([]));
  });

  it('deleting a kept message forgets it', async () => {
    setOnline(false);
    const { result, unmount } = openRoom();
    await waitFor(() => expect(result.current.messages).toEqual([]));
    act(() => result.current.send({ type: 1, content: 'Never mind' }));
    act(() => result.current.remove(result.current.messages.at(-1)!.key));
    await waitFor(() => expect(kept()).toEqual([]));
    unmount();
    const { result: reloaded } = openRoom();
    await waitFor(() => expect(reloaded.current.messages).toEqual([]));
    expect(sends).toBe(0);
  });

  it('drops a message another tab of the user sent or deleted meanwhile', async () => {
    setOnline(false);
    const { result } = openRoom();
    await waitFor(() => expect(result.current.messages).toEqual([]));
    act(() => result.current.send({ type: 1, content: 'From this tab' }));
    act(() => result.current.send({ type: 1, content: 'Sent by the other tab' }));
    await waitFor(() => expect(kept()).toHaveLength(2));
    // The other tab sent the second and wrote the list without it.
    const name = unsentName('3');
    storage.appItem.set(name, JSON.stringify(kept().slice(0, 1)));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: `app.${name}`, storageArea: localStorage }));
    });
    expect(own(result)).toEqual([['From this tab', 'failed']]);
    expect(sends).toBe(0);
  });
});

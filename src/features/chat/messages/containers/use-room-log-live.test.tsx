import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import type { Message } from '@/lib/api/endpoints/chat';
import type { ConnectionState, Realtime } from '@/lib/realtime/connection';
import { RealtimeProvider } from '@/lib/realtime/react';
import { storyMessage } from '@/test/fixtures/chat-messages';
import { useRoomLog } from './use-room-log';

const CODE = 'r-agent01-player02';
const viewer = { username: 'agent01', thumbnail: '' };
const message = (id: number, content: string): Message => {
  const { key: _key, delivery: _delivery, ...rest } = storyMessage(id, { code: CODE, content, is_self: 0 });
  return rest;
};
const entered = { code: CODE, messages: [message(9001, 'From the enter answer')] };

/** The app's connection as the room sees it: the test says when a subscription is confirmed. */
function fakeRealtime(initial: ConnectionState) {
  let state = initial;
  const states = new Set<(s: ConnectionState) => void>();
  const listeners: { onEvent: (d: unknown) => void; onSubscribed?: (() => void) | undefined }[] = [];
  const realtime: Realtime = {
    get state() {
      return state;
    },
    onState: (l) => (states.add(l), () => states.delete(l)),
    listen: vi.fn((_channel: string, _event: string, onEvent: (d: unknown) => void, onSubscribed?: () => void) => {
      const entry = { onEvent, onSubscribed };
      listeners.push(entry);
      return () => listeners.splice(listeners.indexOf(entry), 1);
    }),
    disconnect: () => {},
  };
  return {
    realtime,
    subscribed: () => act(() => listeners.forEach((l) => l.onSubscribed?.())),
    push: (data: unknown) => act(() => listeners.forEach((l) => l.onEvent(data))),
    set: (next: ConnectionState) =>
      act(() => {
        state = next;
        states.forEach((l) => l(next));
      }),
  };
}

function openRoom(fake: ReturnType<typeof fakeRealtime>, initial: typeof entered | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RealtimeProvider realtime={fake.realtime}>{children}</RealtimeProvider>
  );
  return renderHook(({ start }) => useRoomLog(start, viewer, CODE), { initialProps: { start: initial }, wrapper });
}
const contents = (result: { current: ReturnType<typeof useRoomLog> }) => result.current.messages.map((m) => m.content);

let history: ReturnType<typeof recordCalls>;
beforeEach(() => {
  signInAs(3);
  history = recordCalls('api/room/history');
  server.use(history.handler);
});

describe('the open room and its channel', () => {
  it('listens while entering, reads no history at the first subscription, and keeps what came before the answer', async () => {
    const fake = fakeRealtime('live');
    const { result, rerender } = openRoom(fake, null);
    expect(fake.realtime.listen).toHaveBeenCalledWith(
      `room.${CODE}`,
      '.MessageSent',
      expect.any(Function),
      expect.any(Function),
    );
    fake.subscribed();
    fake.push({ message: message(9002, 'Pushed while entering') });
    rerender({ start: entered });
    await waitFor(() => expect(contents(result)).toEqual(['From the enter answer', 'Pushed while entering']));
    expect(history.calls).toEqual([]);
  });

  it('catches up once resubscribed after a drop', async () => {
    const fake = fakeRealtime('live');
    const { result } = openRoom(fake, entered);
    fake.subscribed();
    fake.set('reconnecting');
    fake.set('live');
    fake.subscribed();
    await waitFor(() => expect(contents(result)).toContain('All received, thank you!'));
    expect(history.calls).toEqual([{ code: CODE, page: 1, per_page: 30 }]);
  });

  it('catches up at the first subscription when the connection was down meanwhile', async () => {
    const fake = fakeRealtime('reconnecting');
    const { result } = openRoom(fake, entered);
    fake.set('live');
    fake.subscribed();
    await waitFor(() => expect(contents(result)).toContain('All received, thank you!'));
    expect(history.calls).toEqual([{ code: CODE, page: 1, per_page: 30 }]);
  });

  it('catches up at the first subscription when the room was entered before its channel listened', async () => {
    // A subscription slower than the room's wait (use-listening-gate.ts): the enter answer came first.
    const fake = fakeRealtime('live');
    const { result } = openRoom(fake, entered);
    fake.subscribed();
    await waitFor(() => expect(contents(result)).toContain('All received, thank you!'));
    expect(history.calls).toEqual([{ code: CODE, page: 1, per_page: 30 }]);
  });
});

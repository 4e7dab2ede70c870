import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/store';
import { signInAs } from '@mocks/server/story-session';
import { createQueryClient } from '@/lib/query-client';
import type { Realtime } from '@/lib/realtime';
import { RealtimeProvider } from '@/lib/realtime-react';
import { roomKeys } from '../api/keys';
import { useRoomListRefresh } from './use-room-list-refresh';

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

function Refresher() {
  useRoomListRefresh();
  return null;
}

function setup(instances = 1) {
  signInAs(3);
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const fake = fakeRealtime();
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider realtime={fake.realtime}>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
  render(wrap(Array.from({ length: instances }, (_, i) => <Refresher key={i} />)));
  const roomListReloads = () =>
    invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(roomKeys.lists()))
      .length;
  return { fake, roomListReloads };
}

const flush = () => act(async () => await Promise.resolve());

describe('useRoomListRefresh', () => {
  it("listens for NewMessage on the signed-in user's member channel", async () => {
    const { fake } = setup();
    const memberId = db.state.users.find((u) => u.id === 3)!.member_id;
    await waitFor(() =>
      expect(fake.listeners.map((l) => [l.channel, l.event])).toEqual([[`member.${memberId}`, '.NewMessage']]),
    );
  });

  it('reloads the room lists once per event, however many screens listen', async () => {
    const { fake, roomListReloads } = setup(2);
    await waitFor(() => expect(fake.listeners).toHaveLength(2));
    for (const l of fake.listeners) l.onEvent({ code: 'r-agent01-player04', message_id: 1 });
    await flush();
    expect(roomListReloads()).toBe(1);
  });

  it('catches up after every (re)subscription', async () => {
    const { fake, roomListReloads } = setup();
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    fake.listeners[0]!.onSubscribed?.();
    await flush();
    fake.listeners[0]!.onSubscribed?.();
    await flush();
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

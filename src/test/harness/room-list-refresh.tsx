import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { signInAs } from '@mocks/server/story-session';
import { createQueryClient } from '@/lib/api/query-client';
import type { Realtime } from '@/lib/realtime/connection';
import { RealtimeProvider } from '@/lib/realtime/react';
import { messageSchema, type Room } from '@/lib/api/endpoints/chat';
import { roomKeys } from '@/features/chat/rooms/api/keys';
import { storyRoom } from '@/test/fixtures/chat-rooms';
import { ROOM_LIST_BATCH_MS, useRoomListRefresh } from '@/features/chat/rooms/containers/use-room-list-refresh';
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

/** The hook mounted `instances` times over a list of three rooms, with the list reloads it asks for. */
export function setup(instances = 1, openCode?: string) {
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
export const flush = () =>
  act(async () => await new Promise((resolve) => setTimeout(resolve, ROOM_LIST_BATCH_MS + 20)));

export const memberMessage = (id: number, code: string, over: Record<string, unknown> = {}) =>
  messageSchema.parse({
    message_id: id,
    type: 1,
    content: `Message ${id}`,
    is_self: 0,
    created_at: '2026-03-14 10:00:00',
    code,
    ...over,
  });

import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { BIG_ROOM_CODE } from '@mocks/db/chat-seed';
import { ok, replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import type { Realtime } from '@/lib/realtime/connection';
import { RealtimeProvider } from '@/lib/realtime/react';
import { getHistory } from '../api/get-history';
import { useRoomFind } from './use-room-find';
import { useRoomLog } from './use-room-log';

/**
 * Find in the demo's room of 5,000 messages (player01 of agent01) through the room's own log: entering
 * holds the newest 30; message 4602 ('500 please. (ref 4602)', id 4603) is 13 older pages away.
 */
const viewer = { username: 'agent01', thumbnail: '' };
const realtime: Realtime = {
  state: 'live',
  onState: () => () => {},
  listen: vi.fn(() => () => {}),
  disconnect: () => {},
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <RealtimeProvider realtime={realtime}>{children}</RealtimeProvider>
);

async function openBigRoom() {
  const { messages } = await getHistory(BIG_ROOM_CODE, 1);
  const entered = { code: BIG_ROOM_CODE, messages };
  return renderHook(
    () => {
      const log = useRoomLog(entered, viewer, BIG_ROOM_CODE);
      const find = useRoomFind({ messages: log.messages, hasOlder: log.hasOlder, readOlder: log.readOlder });
      return { log, find };
    },
    { wrapper },
  );
}

let history: ReturnType<typeof recordCalls>;
beforeEach(() => {
  signInAs(3);
  history = recordCalls('api/room/history');
  server.use(history.handler);
});

describe('find in a room', () => {
  it('counts the loaded matches from the newest and moves between them', async () => {
    const { result } = await openBigRoom();
    act(() => result.current.find.openFind());
    act(() => result.current.find.bar.onQueryChange('BONUS'));
    expect(result.current.find.bar).toMatchObject({ total: 6, current: 1, canNext: true, canPrevious: false });
    const newest = result.current.find.listFind?.current;
    act(() => result.current.find.bar.onNext());
    expect(result.current.find.bar.current).toBe(2);
    act(() => result.current.find.bar.onPrevious());
    expect(result.current.find.listFind?.current).toEqual(newest);
  });

  it('"Search older messages" reads older pages into the room until a match, and shows it', async () => {
    const { result } = await openBigRoom();
    act(() => result.current.find.openFind());
    act(() => result.current.find.bar.onQueryChange('Ref 4602'));
    expect(result.current.find.bar.total).toBe(0);
    history.calls.length = 0;
    act(() => result.current.find.bar.onSearchOlder());
    expect(result.current.find.bar.older.status).toBe('searching');
    await waitFor(() => expect(result.current.find.bar).toMatchObject({ total: 1, current: 1 }), { timeout: 20_000 });
    expect(result.current.find.bar.older).toEqual({ status: 'found', searched: 390 });
    expect(result.current.find.listFind?.current?.key).toBe('m4603');
    // The pages read are the room's: pages 2 to 14, and they stay in its log.
    expect(history.calls.map((c) => c.page)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(result.current.log.messages).toHaveLength(420);
  }, 40_000);

  it('cancelled: no page after the one being read, and the bar says nothing was found', async () => {
    const { result } = await openBigRoom();
    act(() => result.current.find.openFind());
    act(() => result.current.find.bar.onQueryChange('Ref 1'));
    history.calls.length = 0;
    act(() => result.current.find.bar.onSearchOlder());
    act(() => result.current.find.bar.onCancelOlder());
    expect(result.current.find.bar.older.status).toBe('idle');
    await waitFor(() => expect(result.current.log.messages).toHaveLength(60));
    expect(history.calls).toHaveLength(1);
    expect(result.current.find.bar.total).toBe(0);
  });

  it('at the start of the room: no match in this room', async () => {
    server.use(
      replyWith('api/room/history', ok([], 'success', { total: 30, current_page: 2, per_page: 30, last_page: 1 })),
    );
    const { result } = await openBigRoom();
    act(() => result.current.find.openFind());
    act(() => result.current.find.bar.onQueryChange('jackpot'));
    act(() => result.current.find.bar.onSearchOlder());
    await waitFor(() => expect(result.current.find.bar.older.status).toBe('start'));
    expect(result.current.find.bar.hasOlder).toBe(false);
  });
});

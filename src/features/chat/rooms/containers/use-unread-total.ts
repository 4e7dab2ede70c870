import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ROOM_STATUS, type Room } from '@/lib/api/endpoints/chat';
import { roomKeys } from '../api/keys';
import { unreadTotal, withLocalReads, type ClearedMarks } from '../components/room-format';

const NO_MARKS: ClearedMarks = new Map();

/**
 * The unread total over the shown rooms, counted as the room list shows it (the open room and rooms
 * read here are read), followed at most once per `gapMs`: a change after a quiet gap at once, the
 * latest total of a burst at the end of the gap. It reads the lists where the app keeps them instead
 * of subscribing to them, so the frame around the chat is not drawn again for each of the dozens of
 * messages a second a busy desk receives, only when the number it shows changes.
 */
export function useUnreadTotal(openCode: string | null, gapMs: number): number {
  const queryClient = useQueryClient();
  const read = useCallback(() => {
    const rooms = queryClient.getQueryData<Room[]>(roomKeys.list(ROOM_STATUS.shown)) ?? [];
    const cleared = queryClient.getQueryData<ClearedMarks>(roomKeys.localReads()) ?? NO_MARKS;
    return unreadTotal(withLocalReads(rooms, cleared, openCode));
  }, [queryClient, openCode]);
  const [total, setTotal] = useState(read);

  useEffect(() => {
    const watched = new Set([hashKey(roomKeys.list(ROOM_STATUS.shown)), hashKey(roomKeys.localReads())]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastAt = Number.NEGATIVE_INFINITY;
    const apply = () => {
      timer = undefined;
      lastAt = performance.now();
      setTotal(read());
    };
    // Another room opened (it counts as read) or the list came: at once.
    apply();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || timer !== undefined || !watched.has(event.query.queryHash)) return;
      // Never inside the cache's own notification: the total is set from a task of its own.
      timer = setTimeout(apply, Math.max(0, lastAt + gapMs - performance.now()));
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient, read, gapMs]);
  return total;
}

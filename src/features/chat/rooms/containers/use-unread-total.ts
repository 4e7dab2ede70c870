import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ROOM_STATUS, type Room } from '@/lib/api/endpoints/chat';
import { coalesce } from '@/lib/coalesce';
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
    // Set from a microtask of its own, never inside the cache's notification.
    const follow = coalesce(() => Promise.resolve().then(() => setTotal(read())), { gapMs });
    // Another room opened (it counts as read): at once.
    follow.request();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && watched.has(event.query.queryHash)) follow.request();
    });
    return () => {
      unsubscribe();
      follow.cancel();
    };
  }, [queryClient, read, gapMs]);
  return total;
}

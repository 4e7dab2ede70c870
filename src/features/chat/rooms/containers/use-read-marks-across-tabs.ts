import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Room } from '@/lib/api/endpoints/chat';
import { storage } from '@/lib/storage';
import { roomKeys } from '../api/keys';

type ReadMark = { code: string; time: string };

/** Marks a room read, up to the message time given, in every cached room list of this tab. */
function markRead(queryClient: QueryClient, { code, time }: ReadMark) {
  for (const [key, rooms] of queryClient.getQueriesData<Room[]>({ queryKey: roomKeys.lists() })) {
    if (!rooms?.some((r) => r.code === code && r.message_time <= time && (r.message_read !== 1 || r.unread_count)))
      continue;
    queryClient.setQueryData(
      key,
      rooms.map((r) => (r.code === code && r.message_time <= time ? { ...r, message_read: 1, unread_count: 0 } : r)),
    );
  }
}

/**
 * A room read in one tab shows as read in the other tabs of the same staff user at once: the tab
 * where the room is open and seen tells the others (BroadcastChannel) up to which message time it
 * is read, and they clear its unread mark in their lists; `onRead` lets the list keep the mark over
 * a fetch that answers before the server has taken the read report. Without BroadcastChannel each
 * tab learns it at its next list fetch.
 */
export function useReadMarksAcrossTabs(
  openRoom: Pick<Room, 'code' | 'message_time'> | null,
  onRead?: (code: string, time: string) => void,
): void {
  const queryClient = useQueryClient();
  const onReadRef = useRef(onRead);
  useLayoutEffect(() => {
    onReadRef.current = onRead;
  });
  const [bus, setBus] = useState<BroadcastChannel | null>(null);
  const user = storage.get('user_id');

  useEffect(() => {
    if (!user || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(`chat-reads:${user}`);
    channel.onmessage = ({ data }: MessageEvent<ReadMark>) => {
      markRead(queryClient, data);
      onReadRef.current?.(data.code, data.time);
    };
    setBus(channel);
    return () => {
      channel.close();
      setBus(null);
    };
  }, [queryClient, user]);

  const code = openRoom?.code ?? null;
  const time = openRoom?.message_time ?? '';
  useEffect(() => {
    if (!bus || !code) return;
    const tell = () => {
      if (document.visibilityState === 'visible') bus.postMessage({ code, time } satisfies ReadMark);
    };
    tell();
    document.addEventListener('visibilitychange', tell);
    return () => document.removeEventListener('visibilitychange', tell);
  }, [bus, code, time]);
}

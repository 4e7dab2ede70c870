import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useRealtimeEvent } from '@/lib/realtime-react';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { roomKeys } from '../api/keys';

const scheduled = new WeakSet<QueryClient>();

/**
 * Reloads the room lists once per tick, however many listeners asked (the layout and the list both
 * listen, and one event reaches both).
 */
function scheduleRefresh(queryClient: QueryClient) {
  if (scheduled.has(queryClient)) return;
  scheduled.add(queryClient);
  queueMicrotask(() => {
    scheduled.delete(queryClient);
    void queryClient.invalidateQueries({ queryKey: roomKeys.lists() });
  });
}

/** The signed-in staff user's private channel ('member.{member_id}'), or null before the view is known. */
export function useMemberChannel(): string | null {
  const view = useCurrentUserView();
  const memberId = view.data?.member_id;
  return memberId ? `member.${memberId}` : null;
}

/**
 * Keeps the room lists current: a NewMessage event on the member channel, every (re)subscription
 * (events sent while the socket was down are never replayed: catch up then), and the tab becoming
 * visible again each reload them.
 */
export function useRoomListRefresh(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => scheduleRefresh(queryClient), [queryClient]);
  useRealtimeEvent(useMemberChannel(), '.NewMessage', refresh, refresh);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refresh]);
}

import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { newMessageEventSchema, type Message, type Room } from '@/lib/api/endpoints/chat';
import { coalesce, type Coalesced } from '@/lib/coalesce';
import { useRealtimeEvent } from '@/lib/realtime/react';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { roomKeys } from '../api/keys';
import { applyNewMessage } from '../lib/apply-new-message';

/** At most one room-list request per this gap, however many events arrive. */
export const ROOM_LIST_GAP_MS = 2000;
/** After a (re)subscription the catch-up waits up to this long, so clients back from an outage spread out. */
export const RESUBSCRIBE_JITTER_MS = 3000;
/**
 * Messages that arrive within one frame are put in the lists together, just before the page paints:
 * one redraw per frame however many messages (each redraw of the lists is done at once, blocking the
 * page). A page that draws no frames (hidden) still gets them, and so its counts on the title and
 * icon, within this time.
 */
export const ROOM_LIST_BATCH_MS = 50;
type Arrival = { code: string; message: Message; read: boolean };
type Desk = {
  /** Messages waiting to be put in the lists, in the order they came. */
  arrivals: Arrival[];
  /** Cancels the batch waiting for the next frame (or the time limit). */
  batch: (() => void) | undefined;
  refresh: Coalesced;
  /**
   * Events already handled: the layout and the list both listen, and the connection hands every
   * listener the same event object. By identity, not by message id: two messages never share an
   * object, whatever their ids.
   */
  handled: WeakSet<object>;
  /** The room open in this tab: what arrives there while the tab is seen is read, not unread. */
  openCode: string | null;
};
const desks = new WeakMap<QueryClient, Desk>();

function deskOf(queryClient: QueryClient): Desk {
  let desk = desks.get(queryClient);
  if (!desk) {
    desk = {
      // Never cancels a list request under way: the server would still do the work of both.
      refresh: coalesce(() => queryClient.invalidateQueries({ queryKey: roomKeys.lists() }, { cancelRefetch: false }), {
        gapMs: ROOM_LIST_GAP_MS,
      }),
      handled: new WeakSet(),
      openCode: null,
      arrivals: [],
      batch: undefined,
    };
    desks.set(queryClient, desk);
  }
  return desk;
}

/**
 * Queues a NewMessage that carries its message for the lists; false when the event lacks it (the
 * lists must then be fetched). What arrives in the open room while the tab is seen is read as it
 * comes, so that is decided on arrival.
 */
function queueArrival(queryClient: QueryClient, desk: Desk, data: unknown): boolean {
  const event = newMessageEventSchema.safeParse(data);
  if (!event.success || !event.data.message) return false;
  const { code, message } = event.data;
  desk.arrivals.push({ code, message, read: code === desk.openCode && document.visibilityState === 'visible' });
  if (!desk.batch) {
    const apply = () => applyArrivals(queryClient, desk);
    const frame = requestAnimationFrame(apply);
    const timer = setTimeout(apply, ROOM_LIST_BATCH_MS);
    desk.batch = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }
  return true;
}

/**
 * Puts the queued messages in every cached room list that holds their rooms, one update per list;
 * a message whose room no list holds has the lists fetched.
 */
function applyArrivals(queryClient: QueryClient, desk: Desk): void {
  desk.batch?.();
  desk.batch = undefined;
  const arrivals = desk.arrivals.splice(0);
  const placed = new Set<Arrival>();
  notifyManager.batch(() => {
    for (const [key, before] of queryClient.getQueriesData<Room[]>({ queryKey: roomKeys.lists() })) {
      if (!before) continue;
      let rooms = before;
      for (const arrival of arrivals) {
        const next = applyNewMessage(rooms, arrival.code, arrival.message, { read: arrival.read });
        if (!next) continue;
        rooms = next;
        placed.add(arrival);
      }
      if (rooms !== before) queryClient.setQueryData(key, rooms);
    }
  });
  if (placed.size < arrivals.length) desk.refresh.request();
}

/** The signed-in staff user's private channel ('member.{member_id}'), or null before the view is known. */
export function useMemberChannel(): string | null {
  const view = useCurrentUserView();
  const memberId = view.data?.member_id;
  return memberId ? `member.${memberId}` : null;
}

/**
 * Keeps the room lists current at the least cost to the server. A NewMessage event that carries its
 * message patches the lists in place, with no request (the messages of one frame together). The lists are fetched only when an event
 * lacks its message or names a room they do not hold, after every (re)subscription (events sent
 * while the socket was down are never replayed; the catch-up waits a random 0-3 s so that clients
 * back from an outage do not all arrive at once) and when the tab is shown again, coalesced to at
 * most one request per 2 s.
 */
export function useRoomListRefresh({ openCode }: { openCode?: string | null } = {}): void {
  const queryClient = useQueryClient();
  const desk = deskOf(queryClient);
  useEffect(() => {
    if (openCode === undefined) return;
    desk.openCode = openCode;
    return () => {
      if (desk.openCode === openCode) desk.openCode = null;
    };
  }, [desk, openCode]);

  const onEvent = useCallback(
    (data: unknown) => {
      if (data && typeof data === 'object') {
        if (desk.handled.has(data)) return;
        desk.handled.add(data);
      }
      if (!queueArrival(queryClient, desk, data)) desk.refresh.request();
    },
    [desk, queryClient],
  );
  const onSubscribed = useCallback(() => desk.refresh.requestJittered(RESUBSCRIBE_JITTER_MS), [desk]);
  useRealtimeEvent(useMemberChannel(), '.NewMessage', onEvent, onSubscribed);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') desk.refresh.request();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [desk]);
}

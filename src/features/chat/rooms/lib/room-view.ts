import type { Room } from '@/lib/api/endpoints/chat';
import { hasNewMessage } from '../components/room-format';
import { pinnedFirst } from './room-pins';

/** The quick filters above the room list, in the order they are offered. */
export const ROOM_FILTERS = ['all', 'unread', 'muted', 'pinned'] as const;
export type RoomFilter = (typeof ROOM_FILTERS)[number];

/** What the staff user narrowed the room list to: typed text and a quick filter. */
export type RoomView = { query: string; filter: RoomFilter };
export const ALL_ROOMS: RoomView = { query: '', filter: 'all' };

type Searched = Pick<Room, 'code' | 'name' | 'username' | 'partner_username' | 'message_read' | 'unread_count'>;
export type RoomMarks = { muted: readonly string[]; pinned: readonly string[] };

/**
 * Text as compared by the search: lower case, without accents or width differences, so "jose"
 * finds "José" and "ＶＩＰ" is found by "vip"; letters without a decomposition (Thai, Chinese) stay.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The room's shown name (its nickname), the member's username and the partner's username. */
function haystack(room: Searched): string {
  return foldText(`${room.name}\u0000${room.username}\u0000${room.partner_username}`);
}

/** Whether a room passes a quick filter. */
export function inFilter(room: Searched, filter: RoomFilter, marks: RoomMarks): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'unread':
      return hasNewMessage(room);
    case 'muted':
      return marks.muted.includes(room.code);
    case 'pinned':
      return marks.pinned.includes(room.code);
  }
}

/** How many rooms of those matching the text each quick filter would show. */
export function filterCounts(rooms: readonly Searched[], query: string, marks: RoomMarks): Record<RoomFilter, number> {
  const counts: Record<RoomFilter, number> = { all: 0, unread: 0, muted: 0, pinned: 0 };
  const folded = foldText(query);
  for (const room of rooms) {
    if (folded && !haystack(room).includes(folded)) continue;
    for (const filter of ROOM_FILTERS) if (inFilter(room, filter, marks)) counts[filter]++;
  }
  return counts;
}

/**
 * The rooms the list shows, in its order: pinned rooms first in the order they were pinned, then
 * the others in the server's order (newest message first), keeping only those matching the text
 * and the quick filter. The keyboard's room steps walk this same list.
 */
export function viewRooms<R extends Searched>(rooms: readonly R[], view: RoomView, marks: RoomMarks): R[] {
  const folded = foldText(view.query);
  return pinnedFirst(rooms, marks.pinned).filter(
    (room) => inFilter(room, view.filter, marks) && (!folded || haystack(room).includes(folded)),
  );
}

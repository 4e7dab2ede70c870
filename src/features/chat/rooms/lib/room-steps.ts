import type { Room } from '@/lib/api/endpoints/chat';
import { hasNewMessage } from '../components/room-format';

type Listed = Pick<Room, 'id'>;
type WithReadState = Pick<Room, 'id' | 'message_read' | 'unread_count'>;

/**
 * Moving through the room list from the keyboard, in the list's own order (newest message first, as
 * shown). `currentId` is the open room's id, or null when none is open or the open one is not in the
 * list (a hidden room, or one that just left it): then the steps start from outside the list.
 */

/**
 * The room after (step 1) or before (step -1) the open one. The list's ends are walls, not wrapped:
 * in a list of hundreds, a jump from the last room back to the first would lose the user's place.
 * With no room open, down opens the first room and up the last.
 */
export function adjacentRoom<R extends Listed>(rooms: readonly R[], currentId: number | null, step: 1 | -1): R | null {
  const at = currentId === null ? -1 : rooms.findIndex((room) => room.id === currentId);
  if (at === -1) return (step === 1 ? rooms[0] : rooms.at(-1)) ?? null;
  return rooms[at + step] ?? null;
}

/**
 * The next room with an unread message after the open one, wrapping around to the top of the list
 * (unread rooms are few, the user wants each in turn); the open room itself counts as read. With no
 * room open, the first unread room. Null when no other room has unread messages.
 */
export function nextUnreadRoom<R extends WithReadState>(rooms: readonly R[], currentId: number | null): R | null {
  const at = currentId === null ? -1 : rooms.findIndex((room) => room.id === currentId);
  for (let i = 1; i <= rooms.length; i++) {
    const room = rooms[(at + i) % rooms.length]!;
    if (room.id !== currentId && hasNewMessage(room)) return room;
  }
  return null;
}

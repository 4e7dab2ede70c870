import { replaceEqualDeep } from '@tanstack/react-query';
import type { Room } from '@/lib/api/endpoints/chat';

/**
 * Keeps the objects of rooms that did not change, matched by code rather than by position (the
 * query cache's own sharing compares by position: a room moving to the top on a new message would
 * give every room above its old place a new object, and each of those rows would draw again). So an
 * event redraws one row however long the list, and a fetch redraws only the rooms that changed.
 */
export function shareRoomsByCode(previous: unknown, next: unknown): unknown {
  if (!Array.isArray(previous) || !Array.isArray(next)) return replaceEqualDeep(previous, next);
  const before = new Map((previous as Room[]).map((room) => [room.code, room]));
  let same = previous.length === next.length;
  const rooms = (next as Room[]).map((room, i) => {
    const old = before.get(room.code);
    const kept = old ? replaceEqualDeep(old, room) : room;
    same &&= kept === previous[i];
    return kept;
  });
  return same ? previous : rooms;
}

import { MESSAGE_TYPE, type Room } from '../schemas/room';
import { paths } from '@/config/paths';

/**
 * A room's message time as the list shows it (MM-DD HH:mm:ss). The server sends a wall-clock text
 * of the platform's zone ('YYYY-MM-DD HH:mm:ss'): the text is reformatted, never converted, so the
 * browser's zone cannot shift it. Anything else is shown as it came.
 */
export function formatRoomTime(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const match = /^\d{4}-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!match) return text;
  const [, month, day, hour, minute, second = '00'] = match;
  return `${month}-${day} ${hour}:${minute}:${second}`;
}

/** The room's title in lists: its name, or the member's username when it has none. */
export const roomDisplayName = (room: Pick<Room, 'name' | 'username'>) => room.name.trim() || room.username;

/** Link of a room (chat spec: /chat/messaging/{id}/{members}/{code}). */
export const roomPath = (room: Pick<Room, 'id' | 'members' | 'code'>) => paths.room(room);

export type LastMessage =
  { kind: 'none' } | { kind: 'text'; text: string } | { kind: 'image' } | { kind: 'transfer'; type: number };

/** What the last message line shows: text as text, images and transfers as a label. */
export function lastMessage(room: Pick<Room, 'message_type' | 'message_content'>): LastMessage {
  if (room.message_type === MESSAGE_TYPE.image) return { kind: 'image' };
  // Types 3 to 11 are transfers (chat spec section 3); their amount is not a message to show.
  if (room.message_type >= 3 && room.message_type <= 11) return { kind: 'transfer', type: room.message_type };
  const text = room.message_content.replace(/\s+/g, ' ').trim();
  return text ? { kind: 'text', text } : { kind: 'none' };
}

/** True while the room has a message the user has not read. */
export const hasNewMessage = (room: Pick<Room, 'message_read' | 'unread_count'>) =>
  room.message_read !== 1 || room.unread_count > 0;

/** The unread total of a list (a room marked unread without a count counts as one). */
export const unreadTotal = (rooms: readonly Pick<Room, 'message_read' | 'unread_count'>[]) =>
  rooms.reduce((sum, room) => sum + (room.unread_count > 0 ? room.unread_count : hasNewMessage(room) ? 1 : 0), 0);

/** Rooms whose new-message mark was cleared here, with the message time it was cleared at. */
export type ClearedMarks = ReadonlyMap<string, string>;

/**
 * A room opened here shows as read at once, until a newer message arrives (the room window reports
 * the read to the server); the open room counts as read.
 */
type ReadState = Pick<Room, 'code' | 'message_time' | 'message_read' | 'unread_count'>;

export function withLocalReads<R extends ReadState>(
  rooms: readonly R[],
  cleared: ClearedMarks,
  activeCode: string | null,
): R[] {
  return rooms.map((room) =>
    room.code === activeCode || cleared.get(room.code) === room.message_time ? readCopy(room) : room,
  );
}

/**
 * The same read copy of a room for as long as the room itself is the same: a list redrawn for another
 * room's message then finds this row unchanged and leaves it as it is.
 */
const readCopies = new WeakMap<ReadState, ReadState>();
function readCopy<R extends ReadState>(room: R): R {
  if (room.message_read === 1 && room.unread_count === 0) return room;
  let copy = readCopies.get(room) as R | undefined;
  if (!copy) {
    copy = { ...room, message_read: 1, unread_count: 0 };
    readCopies.set(room, copy);
  }
  return copy;
}

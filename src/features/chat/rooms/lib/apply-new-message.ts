import type { Message, Room } from '@/lib/api/endpoints/chat';

/**
 * The room list after a NewMessage event that carried its message: the room's last message, time and
 * type are the message's, a message from the member adds one unread, and the room moves to the top
 * (the server orders rooms by their last message). Null when the list does not hold the room: the
 * list must then be fetched.
 */
export function applyNewMessage(
  rooms: readonly Room[],
  code: string,
  message: Message,
  { read = false }: { read?: boolean } = {},
): Room[] | null {
  const index = rooms.findIndex((room) => room.code === code);
  if (index < 0) return null;
  const room = rooms[index]!;
  // A message read as it arrives (its room open and seen) adds no unread.
  const fromMember = !message.is_self && !read;
  const updated: Room = {
    ...room,
    // An image's content is its picture: the list shows a label for it, never the data.
    message_content: message.type === 2 ? '' : message.content,
    message_type: message.type,
    message_time: message.created_at || room.message_time,
    message_read: fromMember ? 0 : room.message_read,
    unread_count: fromMember ? room.unread_count + 1 : room.unread_count,
  };
  return [updated, ...rooms.slice(0, index), ...rooms.slice(index + 1)];
}

import type { Message, Room } from '@/lib/api/endpoints/chat';
import { BIG_ROOM_CODE, bigRoomMessages } from '../db/chat-seed';
import { db } from '../db/store';
import type { DbMessage, DbRoom, DbState, DbUser } from '../db/types';

/**
 * Reading the demo chat: a room's messages (the generated long room plus what was added to it),
 * and rows shaped as the API answers them, seen from the staff user.
 */

let bigRoomCache: { seededAt: number; messages: DbMessage[] } | null = null;

function bigRoom(seededAt: number): DbMessage[] {
  if (bigRoomCache?.seededAt !== seededAt) bigRoomCache = { seededAt, messages: bigRoomMessages(seededAt) };
  return bigRoomCache.messages;
}

/** Every message of a room, oldest first. */
export function roomMessages(state: DbState, code: string): DbMessage[] {
  const stored = state.messages.filter((m) => m.room_code === code);
  return code === BIG_ROOM_CODE ? [...bigRoom(state.chatSeededAt), ...stored] : stored;
}

export const userById = (state: DbState, id: number): DbUser | undefined => state.users.find((u) => u.id === id);

export function ownRoom(state: DbState, user: DbUser, code: string): DbRoom | undefined {
  return state.rooms.find((r) => r.code === code && r.staff_id === user.id);
}

export function toMessage(state: DbState, room: DbRoom, m: DbMessage): Message {
  const staff = userById(state, room.staff_id);
  const partner = userById(state, room.partner_id);
  const sender = m.from_staff ? staff : partner;
  return {
    message_id: m.message_id,
    type: m.type,
    content: m.content,
    is_self: m.from_staff ? 1 : 0,
    created_at: m.created_at,
    thumbnail: sender?.thumbnail ?? '',
    user_username: sender?.username ?? '',
    nickname: sender?.nickname ?? '',
    username: partner?.username ?? '',
    member_id: room.partner_id,
    room_id: room.id,
    code: room.code,
    transaction_id: m.transaction_id,
    transaction_status: m.transaction_status,
  };
}

export function toRoom(state: DbState, room: DbRoom): Room {
  const partner = userById(state, room.partner_id);
  const messages = roomMessages(state, room.code);
  const last = messages.at(-1);
  const unread = messages.filter((m) => !m.from_staff && m.message_id > room.read_up_to).length;
  return {
    id: room.id,
    code: room.code,
    members: String(room.partner_id),
    name: room.name,
    username: partner?.username ?? '',
    thumbnail: partner?.thumbnail ?? '',
    message_content: last ? (last.type === 2 ? '' : last.content) : '',
    message_time: last?.created_at ?? '',
    message_read: unread ? 0 : 1,
    friend_id: room.friend_id,
    status: room.status,
    partner_username: partner?.username ?? '',
    isThird: room.isThird,
    transaction_type: room.transaction_type,
    unread_count: unread,
    message_type: last?.type ?? 1,
  };
}

/** Adds a message to a room and returns it (stamped and numbered by the store). */
export function addMessage(room: DbRoom, message: Omit<DbMessage, 'message_id' | 'room_code'>): DbMessage {
  return db.update((s) => {
    const stored: DbMessage = { ...message, message_id: ++s.nextId, room_code: room.code };
    s.messages.push(stored);
    if (stored.from_staff) room.read_up_to = Math.max(room.read_up_to, stored.message_id);
    return stored;
  });
}

import { endpoints } from '@/lib/api/endpoints';
import type { Friend } from '@/lib/api/endpoints/chat';
import { db } from '../db/store';
import type { DbRoom, DbState, DbUser } from '../db/types';
import { addMessage, ownRoom, roomMessages, toMessage, toRoom, userById } from '../server/chat-store';
import { announce, maybeReply } from '../server/chat-events';
import { platformStamp } from '../server/clock';
import { MOCK_CODE } from '../server/codes';
import { endpoint, fail, ok } from '../server/endpoint';

/**
 * The chat of the demo backend (chat spec section 7): rooms, history, reading, sending and contacts.
 * What staff send is announced on the room's and the staff user's private channels, as the real
 * server broadcasts it.
 */

const roomNotFound = () => fail(MOCK_CODE.notFound, 'Room not found');

/** The nickname that makes the demo refuse a contact edit (to show a server refusal on demand). */
export const DEMO_FAILING_NICKNAME = 'fail';

/** The signed-in staff user's contact with a member (the room between them). */
const contactRoom = (state: DbState, user: DbUser, memberId: number) =>
  state.rooms.find((r) => r.staff_id === user.id && r.partner_id === memberId);

function pageOf<T>(rows: T[], page: number, perPage: number) {
  const total = rows.length;
  return {
    rows: rows.slice((page - 1) * perPage, page * perPage),
    pagination: { total, current_page: page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/** Page 1 is the newest `perPage` messages; each page is answered oldest first. */
function historyPage(state: DbState, room: DbRoom, page: number, perPage: number) {
  const all = roomMessages(state, room.code);
  const end = Math.max(0, all.length - (page - 1) * perPage);
  const start = Math.max(0, end - perPage);
  return {
    rows: all.slice(start, end).map((m) => toMessage(state, room, m)),
    pagination: {
      total: all.length,
      current_page: page,
      per_page: perPage,
      last_page: Math.max(1, Math.ceil(all.length / perPage)),
    },
  };
}

function toFriend(state: DbState, room: DbRoom): Friend {
  const partner = userById(state, room.partner_id);
  return {
    room_id: room.id,
    member_id: room.partner_id,
    friend_id: room.friend_id,
    type: room.friend_type,
    nickname: room.contact_nickname ?? partner?.nickname ?? '',
    username: partner?.username ?? '',
    third_party_id: '',
    thumbnail: partner?.thumbnail ?? '',
    status: room.contact_status ?? partner?.status ?? 1,
    code: room.code,
  };
}

function contacts(state: DbState, user: DbUser, username: string, fuzzy: 0 | 1) {
  const wanted = username.toLowerCase();
  return state.rooms
    .filter((r) => r.staff_id === user.id)
    .map((r) => toFriend(state, r))
    .filter((f) => f.status === 1)
    .filter((f) => {
      if (!wanted) return true;
      const names = [f.username.toLowerCase(), f.nickname.toLowerCase()];
      return fuzzy ? names.some((n) => n.includes(wanted)) : names.includes(wanted);
    });
}

const friendListHandler = (entry: typeof endpoints.friendList | typeof endpoints.customerList) =>
  endpoint(entry, ({ payload, state, user }) => {
    const { rows, pagination } = pageOf(
      contacts(state, user, payload.username, payload.fuzzy),
      payload.page,
      payload.per_page,
    );
    return ok(rows, 'success', pagination);
  });

export const chatHandlers = [
  endpoint(endpoints.roomList, ({ payload, state, user }) => {
    const rooms = state.rooms
      .filter((r) => r.staff_id === user.id && r.status === payload.status)
      .map((r) => toRoom(state, r))
      .sort((a, b) => b.message_time.localeCompare(a.message_time) || b.id - a.id);
    return ok(rooms);
  }),

  endpoint(endpoints.roomEnter, ({ payload, state, user }) => {
    const room = ownRoom(state, user, payload.code);
    if (!room) return roomNotFound();
    const { rows } = historyPage(state, room, 1, 30);
    return ok({ room: toRoom(state, room), message: rows });
  }),

  endpoint(endpoints.roomHistory, ({ payload, state, user }) => {
    const room = ownRoom(state, user, payload.code);
    if (!room) return roomNotFound();
    const { rows, pagination } = historyPage(state, room, payload.page, payload.per_page);
    return ok(rows, 'success', pagination);
  }),

  endpoint(endpoints.roomChangeStatus, ({ payload, state, user }) => {
    const room = ownRoom(state, user, payload.code);
    if (!room) return roomNotFound();
    db.update(() => {
      room.status = payload.status;
    });
    return ok(null, 'success');
  }),

  endpoint(endpoints.roomRecover, ({ payload, state, user }) => {
    const room = ownRoom(state, user, payload.code);
    if (!room || room.id !== payload.room_id) return roomNotFound();
    db.update(() => {
      room.status = 1;
    });
    return ok(null, 'success');
  }),

  endpoint(endpoints.readMessage, ({ payload, state, user }) => {
    const room = ownRoom(state, user, payload.code);
    if (!room) return roomNotFound();
    db.update(() => {
      room.read_up_to = Math.max(room.read_up_to, payload.message_id);
    });
    return ok(null, 'success');
  }),

  endpoint(endpoints.sendMessage, ({ payload, state, user }) => {
    const room = ownRoom(state, user, payload.code);
    if (!room) return roomNotFound();
    if (room.status === 3) return fail(MOCK_CODE.forbidden, 'AI rooms are read only');
    const stored = addMessage(room, {
      type: payload.type,
      content: payload.type === 1 ? payload.content.trim() : payload.content,
      from_staff: true,
      created_at: platformStamp(),
      transaction_id: null,
      transaction_status: null,
    });
    announce(state, room, stored);
    maybeReply(room.code);
    return ok(toMessage(state, room, stored));
  }),

  friendListHandler(endpoints.friendList),
  friendListHandler(endpoints.customerList),

  endpoint(endpoints.friendView, ({ payload, state, user }) => {
    const room = contactRoom(state, user, payload.member_id);
    if (!room) return fail(MOCK_CODE.notFound, 'Not Found');
    return ok(toFriend(state, room));
  }),

  // The edit belongs to the signed-in user's contact only (see DbRoom.contact_nickname). The
  // nickname arrives trimmed by the contract's schema; '' clears it.
  endpoint(endpoints.friendEdit, ({ payload, state, user }) => {
    const room = contactRoom(state, user, payload.member_id);
    if (!room) return fail(MOCK_CODE.notFound, 'Not Found');
    if (payload.nickname === DEMO_FAILING_NICKNAME) return fail(MOCK_CODE.rejected, 'The contact could not be saved.');
    db.update(() => {
      room.contact_nickname = payload.nickname;
      room.contact_status = payload.status;
    });
    return ok(null, 'success');
  }),
];

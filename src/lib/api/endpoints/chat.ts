import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { text, unshownAnswer } from './common';

/**
 * The chat's calls (chat spec sections 3 and 7): rooms, messages and contacts. Fields the server may
 * send as numbers or strings are coerced; absent text is ''.
 */

const id = z.coerce.number().int();
const optionalId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : Number(v)))
  .pipe(z.number().int().nullable());
const anyText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

/** Room status: 1 shown, 2 hidden, 3 AI. */
export const ROOM_STATUS = { shown: 1, hidden: 2, ai: 3 } as const;
export type RoomStatus = (typeof ROOM_STATUS)[keyof typeof ROOM_STATUS];

/** How a room shows transfer messages: 1 a plain text line, 2 an envelope graphic. */
export const TRANSACTION_DISPLAY = { line: 1, envelope: 2 } as const;

export const roomSchema = z.object({
  id,
  code: z.string().min(1),
  /** The member's id (the room link's second part). */
  members: anyText,
  name: text,
  username: text,
  thumbnail: text,
  message_content: anyText,
  message_time: text,
  /** 1 read; anything else means the room has a new message. */
  message_read: z.coerce.number().catch(1),
  friend_id: optionalId.catch(null),
  status: z.coerce.number().catch(1),
  partner_username: text,
  isThird: z.coerce.number().catch(0),
  transaction_type: z.coerce.number().catch(TRANSACTION_DISPLAY.line),
  /** Messages not read yet (0 when the server does not count them). */
  unread_count: z.coerce.number().int().min(0).catch(0),
  /** Type of the last message (1 text, 2 image, 3+ transfers); 1 when not sent. */
  message_type: z.coerce.number().catch(1),
});
export type Room = z.infer<typeof roomSchema>;

/** Message types (chat spec section 3). */
export const MESSAGE_TYPE = {
  text: 1,
  image: 2,
  sendEnvelope: 3,
  transferOut: 6,
  transferIn: 7,
  gift: 8,
  makeUp: 9,
  gameWalletIn: 10,
  gameWalletDeduct: 11,
} as const;
export const TRANSFER_MESSAGE_TYPES: readonly number[] = [3, 6, 7, 8, 9, 10, 11];

/**
 * Transfer message status: 1 received, 2 rejected (chat spec section 3); null while neither. 3
 * expired is chosen here: the message's transaction_id names a transaction record, whose status 3 is
 * expired (backoffice spec section 4), so a server that expires envelopes marks the message alike.
 */
export const TRANSFER_STATUS = { received: 1, rejected: 2, expired: 3 } as const;

export const messageSchema = z.preprocess(
  // The server names the time created_at or time; the chat keeps one.
  (raw) =>
    raw && typeof raw === 'object' && !('created_at' in raw) && 'time' in raw
      ? { ...raw, created_at: (raw as { time: unknown }).time }
      : raw,
  z.object({
    message_id: id,
    type: z.coerce.number().int(),
    content: anyText,
    is_self: z.coerce.number().catch(0),
    created_at: text,
    thumbnail: text,
    user_username: text,
    nickname: text,
    username: text,
    member_id: optionalId.catch(null),
    room_id: optionalId.catch(null),
    code: text,
    transaction_id: optionalId.catch(null),
    transaction_status: optionalId.catch(null),
    /**
     * 1 when receiving this transfer needs the member's consent (the member's withdraw_confirm when
     * it was sent); not in the spec's message fields, so absent means no consent is needed.
     */
    withdraw_confirm: z.coerce.number().optional().catch(undefined),
  }),
);
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);

/** A contact (friend): type 0 agent group, 1 member group, other generic. */
export const friendSchema = z.object({
  room_id: optionalId.catch(null),
  member_id: id,
  friend_id: optionalId.catch(null),
  type: z.coerce.number().catch(1),
  nickname: text,
  username: text,
  third_party_id: anyText,
  thumbnail: text,
  status: z.coerce.number().catch(1),
  /** The room's code, when the server sends it (links then open the room directly). */
  code: z.optional(text),
});
export type Friend = z.infer<typeof friendSchema>;
export const friendListSchema = z.preprocess(
  (data) => (Array.isArray(data) ? data : ((data as { data?: unknown } | null)?.data ?? [])),
  z.array(friendSchema),
);

export const roomListPayloadSchema = z.object({ status: z.union([z.literal(1), z.literal(2), z.literal(3)]) });

export const roomEnterPayloadSchema = z.object({
  code: z.string().min(1),
  /** '' unless the room was reached through a friend (the route's friend_id). */
  friend_id: z.union([z.number().int(), z.literal('')]),
});
export const roomEnterAnswerSchema = z.object({
  room: roomSchema.partial().extend({ code: z.string().min(1) }),
  message: messageListSchema,
});
export type RoomEnterAnswer = z.infer<typeof roomEnterAnswerSchema>;

export const HISTORY_PAGE_SIZE = 30;
export const roomHistoryPayloadSchema = z.object({
  code: z.string().min(1),
  page: z.number().int().min(1),
  per_page: z.literal(HISTORY_PAGE_SIZE),
});

export const changeStatusPayloadSchema = z.object({
  code: z.string().min(1),
  status: z.union([z.literal(1), z.literal(2)]),
});

/** Spec: recover is read both as taking room_id and as taking code; both are sent. */
export const recoverPayloadSchema = z.object({ room_id: z.number().int(), code: z.string().min(1) });

export const readMessagePayloadSchema = z.object({ message_id: z.number().int(), code: z.string().min(1) });

/** Only JPEG/PNG/WebP/GIF data URLs are sent as images. */
export const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/=]+$/;
export const MESSAGE_MAX_LENGTH = 2000;

export const sendMessagePayloadSchema = z.discriminatedUnion('type', [
  z.object({ code: z.string().min(1), type: z.literal(1), content: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH) }),
  z.object({ code: z.string().min(1), type: z.literal(2), content: z.string().regex(IMAGE_DATA_URL) }),
]);
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

/** Chat spec section 9: friend and customer lists come 10 to a page. */
export const FRIEND_PAGE_SIZE = 10;
/**
 * api/friend/list and api/customer/list: status 1, username ('' for everyone), fuzzy (1: the
 * username matches as a part of the name, 0: as the whole name), page, per_page 10.
 */
export const friendListPayloadSchema = z.object({
  status: z.literal(1),
  username: z.string().trim().max(50),
  fuzzy: z.union([z.literal(0), z.literal(1)]),
  page: z.number().int().min(1),
  per_page: z.literal(FRIEND_PAGE_SIZE),
});
export type FriendListPayload = z.infer<typeof friendListPayloadSchema>;

export const friendViewPayloadSchema = z.object({ member_id: z.number().int() });
/** Spec: nickname, status; member_id names the contact (docs/spec-decisions.md). An empty nickname clears it. */
export const FRIEND_NICKNAME_MAX = 50;
export const friendEditPayloadSchema = z.object({
  member_id: z.number().int().positive(),
  nickname: z.string().trim().max(FRIEND_NICKNAME_MAX),
  /** 1 normal, 0 disabled (the status values account lists show). */
  status: z.union([z.literal(0), z.literal(1)]),
});
export type FriendEditPayload = z.input<typeof friendEditPayloadSchema>;

/** Events of the real-time channels: a whole message, or only its ids (then the chat fetches it). */
export const realtimeMessageEventSchema = z.union([
  z.object({ message: messageSchema }),
  z.object({ message_id: id, code: z.string().min(1) }),
]);
export type RealtimeMessageEvent = z.infer<typeof realtimeMessageEventSchema>;
export const newMessageEventSchema = z.object({
  code: z.string().min(1),
  message_id: id.optional(),
  message: messageSchema.optional(),
});
export type NewMessageEvent = z.infer<typeof newMessageEventSchema>;

export const chatEndpoints = {
  roomList: defineEndpoint('api/room/list', roomListPayloadSchema, z.array(roomSchema)),
  roomEnter: defineEndpoint('api/room/enter', roomEnterPayloadSchema, roomEnterAnswerSchema),
  roomChangeStatus: defineEndpoint('api/room/changeStatus', changeStatusPayloadSchema, unshownAnswer),
  roomRecover: defineEndpoint('api/room/recover', recoverPayloadSchema, unshownAnswer),
  roomHistory: defineEndpoint('api/room/history', roomHistoryPayloadSchema, messageListSchema),
  readMessage: defineEndpoint('api/readMessage', readMessagePayloadSchema, unshownAnswer),
  sendMessage: defineEndpoint('api/sendMessage', sendMessagePayloadSchema, messageSchema),
  friendList: defineEndpoint('api/friend/list', friendListPayloadSchema, friendListSchema),
  customerList: defineEndpoint('api/customer/list', friendListPayloadSchema, friendListSchema),
  friendView: defineEndpoint('api/friend/view', friendViewPayloadSchema, friendSchema),
  friendEdit: defineEndpoint('api/friend/edit', friendEditPayloadSchema, unshownAnswer),
};

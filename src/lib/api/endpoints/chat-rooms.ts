import { z } from 'zod';
import { text } from './common';
import { anyText, id, optionalId } from './chat-fields';
import { messageListSchema } from './chat-messages';

/** The chat's rooms (chat spec sections 3 and 7): the list, entering one, its history and its status. */

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

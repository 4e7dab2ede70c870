import { z } from 'zod';
import { text } from './common';
import { anyText, id, optionalId } from './chat-fields';

/** The chat's contacts (friends and customers, chat spec section 9): their lists, one contact, its edit. */

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

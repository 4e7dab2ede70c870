import { z } from 'zod';
import { text } from './common';
import { anyText, id, optionalId } from './chat-fields';

/** The chat's messages (chat spec sections 3 and 7): their types, reading, sending and real-time events. */

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

export const readMessagePayloadSchema = z.object({ message_id: z.number().int(), code: z.string().min(1) });

/** Only JPEG/PNG/WebP/GIF data URLs are sent as images. */
export const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp|gif);base64,[A-Za-z0-9+/=]+$/;
export const MESSAGE_MAX_LENGTH = 2000;

export const sendMessagePayloadSchema = z.discriminatedUnion('type', [
  z.object({ code: z.string().min(1), type: z.literal(1), content: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH) }),
  z.object({ code: z.string().min(1), type: z.literal(2), content: z.string().regex(IMAGE_DATA_URL) }),
]);
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

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

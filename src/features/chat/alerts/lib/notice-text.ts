import type { TFunction } from 'i18next';
import { MESSAGE_TYPE, TRANSFER_MESSAGE_TYPES, type Message } from '@/lib/api/endpoints/chat';

/** About the length a desktop notification shows before the system cuts it. */
export const NOTICE_TEXT_MAX = 100;

/** Plain text on one line, cut at NOTICE_TEXT_MAX characters (by code point, never inside a surrogate pair). */
export function cutNoticeText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= NOTICE_TEXT_MAX
    ? flat
    : `${chars
        .slice(0, NOTICE_TEXT_MAX - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * What a notification says of a member's message, in the user's language: the text itself (plain:
 * a notification never renders markup), "sent a picture" for an image, a label for a transfer, and a
 * plain "new message" when the event did not carry the message (images travel by their ids only).
 */
export function noticeBody(message: Pick<Message, 'type' | 'content'> | undefined, t: TFunction): string {
  if (!message) return t('chat-alerts:notice.newMessage');
  if (message.type === MESSAGE_TYPE.image) return t('chat-alerts:notice.picture');
  if (TRANSFER_MESSAGE_TYPES.includes(message.type)) return t('chat-alerts:notice.transfer');
  return cutNoticeText(message.content) || t('chat-alerts:notice.newMessage');
}

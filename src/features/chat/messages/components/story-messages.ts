import { MESSAGE_TYPE, TRANSFER_STATUS } from '../schemas/message';
import type { MessageView } from './message-view';

/**
 * Fixed messages for stories and tests (no clock, no randomness, so pictures are stable). Pictures
 * are inline SVG data URLs, which safeImageSrc accepts.
 */

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

export const storyPhoto = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">' +
    '<rect width="480" height="320" fill="#bae6fd"/><circle cx="380" cy="80" r="40" fill="#fde047"/>' +
    '<path d="M0 320 150 140l110 120 70-70 150 130z" fill="#15803d"/></svg>',
);

export const storyAvatar = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    '<rect width="64" height="64" fill="#f97316"/><circle cx="32" cy="26" r="12" fill="#fff7ed"/>' +
    '<path d="M10 64c2-14 11-22 22-22s20 8 22 22z" fill="#fff7ed"/></svg>',
);

const pad = (n: number) => String(n).padStart(2, '0');

/** A stamp `minutes` after 2026-11-20 09:00:00 (platform wall clock). */
export function storyStamp(minutes: number): string {
  const day = 20 + Math.floor((9 * 60 + minutes) / (24 * 60));
  const inDay = (9 * 60 + minutes) % (24 * 60);
  return `2026-11-${pad(day)} ${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}:${pad((minutes * 7) % 60)}`;
}

export function storyMessage(id: number, overrides: Partial<MessageView> = {}): MessageView {
  return {
    message_id: id,
    type: MESSAGE_TYPE.text,
    content: `Message ${id}`,
    is_self: id % 3 === 0 ? 1 : 0,
    created_at: storyStamp(id * 2),
    thumbnail: id % 3 === 0 ? '' : storyAvatar,
    user_username: 'cs_amy',
    nickname: 'Lucky Star',
    username: 'player_8812',
    member_id: 8812,
    room_id: 501,
    code: 'room-501',
    transaction_id: null,
    transaction_status: null,
    key: `m${id}`,
    delivery: 'sent',
    ...overrides,
  };
}

const texts = [
  'Hello, I would like to check my points.',
  'Of course. One moment please.',
  'Thanks!\nI sent the deposit at 10:05,\nreference 77120.',
  'Received. The points are on their way.',
  'Great, thank you very much for the quick help.',
];

/** `count` messages with ids from `firstId`, of varying length and author. */
export function storyConversation(count: number, firstId = 1): MessageView[] {
  return Array.from({ length: count }, (_, i) => {
    const id = firstId + i;
    return storyMessage(id, { content: `${texts[id % texts.length]} (#${id})` });
  });
}

/** One message of every type, transfers unanswered, received and rejected. */
export function everyMessageType(): MessageView[] {
  const transfer = (id: number, type: number, content: string, status: number | null, self = 0) =>
    storyMessage(id, { type, content, transaction_id: 9000 + id, transaction_status: status, is_self: self });
  return [
    storyMessage(1, { content: 'Hi, can you send my bonus?', is_self: 0 }),
    storyMessage(2, { content: 'Sure.\nSending it now.', is_self: 1 }),
    storyMessage(3, {
      content: 'Reference: ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
      is_self: 0,
    }),
    storyMessage(4, { type: MESSAGE_TYPE.image, content: storyPhoto, is_self: 0 }),
    storyMessage(5, { type: MESSAGE_TYPE.image, content: storyPhoto, is_self: 1 }),
    transfer(6, MESSAGE_TYPE.sendEnvelope, '1888', null, 1),
    transfer(7, MESSAGE_TYPE.transferOut, '250.5', TRANSFER_STATUS.received, 1),
    transfer(8, MESSAGE_TYPE.transferIn, '1234567.891', TRANSFER_STATUS.received, 0),
    transfer(9, MESSAGE_TYPE.gift, '88', TRANSFER_STATUS.rejected, 1),
    transfer(10, MESSAGE_TYPE.makeUp, '500', null, 1),
    transfer(11, MESSAGE_TYPE.gameWalletIn, '3000', TRANSFER_STATUS.received, 1),
    transfer(12, MESSAGE_TYPE.gameWalletDeduct, '120', TRANSFER_STATUS.rejected, 1),
  ];
}

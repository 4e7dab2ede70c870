import { db } from '../db/store';
import type { DbMessage, DbRoom, DbState } from '../db/types';
import { publish } from '../realtime/broker';
import { addMessage, toMessage, userById } from './chat-store';
import { platformStamp } from './clock';

/**
 * What the demo server broadcasts when a message is stored: MessageSent on the room's channel and
 * NewMessage on the staff user's channel. A text travels whole; an image only by its ids (an event
 * must stay small), so the chat fetches it.
 */
export function announce(state: DbState, room: DbRoom, stored: DbMessage): void {
  const staff = userById(state, room.staff_id);
  const whole = stored.type !== 2;
  const message = toMessage(state, room, stored);
  publish(
    `private-room.${room.code}`,
    'MessageSent',
    whole ? { message } : { message_id: stored.message_id, code: room.code },
  );
  if (staff)
    publish(`private-member.${staff.member_id}`, 'NewMessage', {
      code: room.code,
      message_id: stored.message_id,
      ...(whole ? { message } : {}),
    });
}

const REPLIES = [
  'Thanks!',
  'OK, got it.',
  'Could you check my last deposit please?',
  'How long does a withdrawal take?',
  '👍',
  'Is the weekly bonus already in my wallet?',
];

/** Demo control: the room's member sends `content` (a reply from the other side). */
export function memberSends(code: string, content?: string): DbMessage | null {
  const state = db.state;
  const room = state.rooms.find((r) => r.code === code);
  if (!room) return null;
  const text = content ?? REPLIES[state.messages.length % REPLIES.length]!;
  const stored = addMessage(room, {
    type: 1,
    content: text,
    from_staff: false,
    created_at: platformStamp(),
    transaction_id: null,
    transaction_status: null,
  });
  announce(state, room, stored);
  return stored;
}

let autoReplyMs = 0;
/** Demo control: members answer each staff message after `ms` (0 turns it off). */
export function setAutoReply(ms: number): void {
  autoReplyMs = ms;
}

/** Called after a staff message is stored: the member answers later when auto reply is on. */
export function maybeReply(code: string): void {
  if (autoReplyMs > 0) setTimeout(() => memberSends(code), autoReplyMs);
}

export type DemoChatHook = {
  memberSends(code: string, content?: string): number | null;
  setAutoReply(ms: number): void;
};

declare global {
  interface Window {
    __demoChat?: DemoChatHook;
  }
}

/**
 * `window.__demoChat`, present only in the demo: a member writes in a room (`memberSends`), and members
 * answer staff messages after 2.5 s unless local storage `demo_auto_reply` is '0' (set by tests and
 * the bench, which drive members themselves).
 */
export function installDemoChatHook(): void {
  setAutoReply(localStorage.getItem('demo_auto_reply') === '0' ? 0 : 2500);
  window.__demoChat = {
    memberSends: (code, content) => memberSends(code, content)?.message_id ?? null,
    setAutoReply,
  };
}

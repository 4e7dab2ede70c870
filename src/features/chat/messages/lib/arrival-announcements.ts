import type { MessageView } from '../components/message-view';

/** Messages arriving closer together than this are told in one announcement per sender. */
export const ANNOUNCE_BURST_MS = 1000;

/**
 * The messages that arrived after `lastKey`, the last message already known: what is added at the
 * end of the log. History paged in above (older messages) is never an arrival, and neither is the
 * user's own message, nor its echo from the server. When `lastKey` is gone from the log (the log was
 * read again from the server) nothing is taken as new: repeating history is worse than missing one.
 */
export function arrivalsAfter(messages: readonly MessageView[], lastKey: string | null): MessageView[] {
  let start = 0;
  if (lastKey !== null) {
    const at = messages.findIndex((m) => m.key === lastKey);
    if (at < 0) return [];
    start = at + 1;
  }
  return messages.slice(start).filter((m) => m.is_self !== 1);
}

/** One announcement: a single message is told with what it says, several by their number. */
export type Announcement =
  { kind: 'one'; sender: string; message: MessageView } | { kind: 'many'; sender: string; count: number };

/** A burst of arrivals told as one announcement per sender, in the order the senders first wrote. */
export function coalesceArrivals(arrivals: readonly MessageView[]): Announcement[] {
  const bySender = new Map<string, MessageView[]>();
  for (const message of arrivals) {
    const sender = message.user_username || message.nickname || message.username;
    const list = bySender.get(sender);
    if (list) list.push(message);
    else bySender.set(sender, [message]);
  }
  return [...bySender].map(([sender, list]) =>
    list.length === 1 && list[0]
      ? { kind: 'one', sender, message: list[0] }
      : { kind: 'many', sender, count: list.length },
  );
}

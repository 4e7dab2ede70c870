import type { MessageView } from '../components/message-view';

/** Messages arriving closer together than this are told in one announcement per sender. */
export const ANNOUNCE_BURST_MS = 1000;

/**
 * The messages that arrived since `before`, the log as it was: what joined it below its first
 * message (messages of the user's own that are still being sent may stay last). History paged in
 * above is never an arrival, and neither is the user's own message, nor its echo from the server.
 * When the first message is gone from the log (it was read again from the server) nothing is taken
 * as new: repeating history is worse than missing one.
 */
export function arrivalsSince(before: readonly MessageView[], messages: readonly MessageView[]): MessageView[] {
  let start = 0;
  const first = before[0];
  if (first) {
    start = messages.findIndex((m) => m.key === first.key);
    if (start < 0) return [];
  }
  const known = new Set(before.map((m) => m.key));
  return messages.slice(start).filter((m) => m.is_self !== 1 && !known.has(m.key));
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

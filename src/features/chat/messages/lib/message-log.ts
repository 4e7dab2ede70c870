import type { Message } from '@/lib/api/endpoints/chat';
import type { UnsentEntry } from './unsent-store';

/**
 * The messages of one open room as the user sees them: what the server holds, merged by message_id
 * from every source (room enter, older pages, real-time events, catch-up fetches), plus what the user
 * is sending. Whatever the order in which those sources answer, a message appears once, and a sent
 * message keeps its place and its key when the server confirms it (also when the socket's copy of it
 * arrives before the send's own answer).
 */

export type Delivery = 'sent' | 'sending' | 'failed';
export type LogEntry = Message & { key: string; delivery: Delivery };
export type OutgoingPayload = { type: 1 | 2; content: string };

export type MessageLog = {
  /** Confirmed messages, by message_id. */
  byId: ReadonlyMap<number, LogEntry>;
  /** Messages not confirmed yet (sending or failed), in the order they were written. */
  outgoing: readonly Outgoing[];
};

/** `after`: the newest confirmed message_id when it was written; its server copy can only be newer. */
type Outgoing = LogEntry & { payload: OutgoingPayload; after: number };

export const emptyLog: MessageLog = { byId: new Map(), outgoing: [] };

const serverKey = (id: number) => `m${id}`;

/**
 * Adds or refreshes server messages. A copy of the user's own message that arrives (over the socket)
 * before the send is answered takes the place and key of the matching message being sent, so it is
 * never shown twice, not even for a moment.
 */
export function mergeServer(log: MessageLog, messages: readonly Message[]): MessageLog {
  if (!messages.length) return log;
  const byId = new Map(log.byId);
  let outgoing = log.outgoing;
  for (const m of messages) {
    const known = byId.get(m.message_id);
    let key = known?.key;
    if (!key && m.is_self) {
      const match = outgoing.find(
        (o) => o.delivery === 'sending' && o.type === m.type && o.content === m.content && m.message_id > o.after,
      );
      if (match) {
        key = match.key;
        outgoing = outgoing.filter((o) => o !== match);
      }
    }
    byId.set(m.message_id, { ...m, key: key ?? serverKey(m.message_id), delivery: 'sent' });
  }
  return { byId, outgoing };
}

/** A message the user just wrote, shown at once as sending. */
export function addOutgoing(log: MessageLog, key: string, payload: OutgoingPayload, draft: Message): MessageLog {
  const after = newestId(log) ?? 0;
  return { ...log, outgoing: [...log.outgoing, { ...draft, key, delivery: 'sending', payload, after }] };
}

/** The server stored the outgoing message `key` as `message`: it becomes confirmed, keeping its key. */
export function confirmOutgoing(log: MessageLog, key: string, message: Message): MessageLog {
  const byId = new Map(log.byId);
  // An early socket copy matched by content may have taken this key for a twin message: give it back its own.
  for (const [id, entry] of byId)
    if (entry.key === key && id !== message.message_id) byId.set(id, { ...entry, key: serverKey(id) });
  byId.set(message.message_id, { ...message, key, delivery: 'sent' });
  return { byId, outgoing: log.outgoing.filter((m) => m.key !== key) };
}

export function failOutgoing(log: MessageLog, key: string): MessageLog {
  return { ...log, outgoing: log.outgoing.map((m) => (m.key === key ? { ...m, delivery: 'failed' as const } : m)) };
}

export function retryOutgoing(log: MessageLog, key: string): MessageLog {
  return { ...log, outgoing: log.outgoing.map((m) => (m.key === key ? { ...m, delivery: 'sending' as const } : m)) };
}

export function removeOutgoing(log: MessageLog, key: string): MessageLog {
  return { ...log, outgoing: log.outgoing.filter((m) => m.key !== key) };
}

/** The outgoing messages as kept in the browser (lib/unsent-store.ts). */
export function unsentOf(outgoing: MessageLog['outgoing'], code: string): UnsentEntry[] {
  return outgoing.map((o) => ({
    key: o.key,
    code,
    type: o.payload.type,
    content: o.payload.content,
    created_at: o.created_at,
    after: o.after,
    state: o.delivery === 'failed' ? 'failed' : 'sending',
  }));
}

/**
 * Brings back the messages kept from before a reload, as failed (Retry and Delete). One that was still
 * being sent when the page went away is dropped when the server holds its copy (the user's own message
 * with the same content, newer than what was known when it was written, each copy matched once): it
 * did arrive, and sending it again would duplicate it.
 */
export function restoreOutgoing(log: MessageLog, kept: readonly UnsentEntry[], draft: Message): MessageLog {
  const known = new Set(log.outgoing.map((o) => o.key));
  const matched = new Set<number>();
  const restored: Outgoing[] = [];
  for (const e of kept) {
    if (known.has(e.key)) continue;
    if (e.state === 'sending') {
      const copy = [...log.byId.values()].find(
        (m) =>
          m.is_self &&
          m.type === e.type &&
          m.content === e.content &&
          m.message_id > e.after &&
          !matched.has(m.message_id),
      );
      if (copy) {
        matched.add(copy.message_id);
        continue;
      }
    }
    known.add(e.key);
    const payload = { type: e.type, content: e.content };
    restored.push({
      ...draft,
      ...payload,
      created_at: e.created_at,
      key: e.key,
      delivery: 'failed',
      payload,
      after: e.after,
    });
  }
  return restored.length ? { ...log, outgoing: [...log.outgoing, ...restored] } : log;
}

/** Everything in reading order: confirmed messages by message_id, then what is still being sent. */
export function entries(log: MessageLog): LogEntry[] {
  const confirmed = [...log.byId.values()].sort((a, b) => a.message_id - b.message_id);
  return [...confirmed, ...log.outgoing.map(({ payload: _payload, after: _after, ...entry }) => entry)];
}

export function newestId(log: MessageLog): number | null {
  let max: number | null = null;
  for (const id of log.byId.keys()) if (max === null || id > max) max = id;
  return max;
}

export const oldestId = (log: MessageLog): number | null => {
  let min: number | null = null;
  for (const id of log.byId.keys()) if (min === null || id < min) min = id;
  return min;
};

/** The newest message from the other side: the one whose reading is reported to the server. */
export function lastReceived(log: MessageLog): Message | null {
  let found: Message | null = null;
  for (const m of log.byId.values()) if (!m.is_self && (!found || m.message_id > found.message_id)) found = m;
  return found;
}

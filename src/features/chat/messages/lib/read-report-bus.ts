import { isConnectionFailure } from '@/lib/api/errors';
import { owedReports } from './read-report-owed';
import { READ_REPORT_GAP_MS, READ_REPORT_LEAVE_MS } from './read-reporter';

/** A report made (`handing` absent), or a room's rest handed off by a tab that left it, to be sent soon. */
type Heard = { code: string; id: number; handing?: true };

export type ReadReportBus = {
  /** The newest id reported for the room by any tab of this user since this tab began listening. */
  reported(code: string): number;
  /** When that report was made or heard (this page's clock), -Infinity if never. */
  reportedAt(code: string): number;
  /** The newest report of the room heard from another tab, and when (this page's clock). */
  heard(code: string): { id: number; at: number } | undefined;
  /** Tells the user's other tabs (and this tab's later visits) that the room is reported up to `id`. */
  announce(code: string, id: number): void;
  /** Calls `listener` when another tab reports the room; returns the unsubscribe. */
  listen(code: string, listener: (id: number) => void): () => void;
  /**
   * A room left: `send(id)` 1 s later and not before the gap of its last report ends, once for all
   * hand-offs of the room meanwhile in any of the user's tabs (the newest id, sent by the tab that
   * handed off first), unless a report up to `id` is made first. Sent at once if the page is left.
   */
  handOff(code: string, id: number, send: (id: number) => Promise<unknown>): void;
  /**
   * A report of the room up to `id` failed with `error`: when it found no connection, the bus keeps it
   * and sends it again once the connection is back (true); a refusal by the server is dropped (false).
   */
  failed(code: string, id: number, send: (id: number) => Promise<unknown>, error: unknown): boolean;
  /** A sign the connection is back (the real-time socket is live again, a report went through). */
  connectionBack(): void;
};

const buses = new Map<string, ReadReportBus>();

/**
 * The read reports of one staff user's tabs, shared (BroadcastChannel `chat-read:{user}`): which room
 * was reported up to which message, so a room open in several tabs, or entered in one after another
 * reported it, is reported once. Kept for the page's life: it must hear reports made while no room
 * is open here, and hold the reports handed off by rooms already left. Without BroadcastChannel it
 * knows this tab's own reports only.
 */
export function readReportBus(user: string, gapMs = READ_REPORT_GAP_MS, leaveMs = READ_REPORT_LEAVE_MS): ReadReportBus {
  const existing = buses.get(user);
  if (existing) return existing;
  const reported = new Map<string, { id: number; at: number }>();
  const heard = new Map<string, { id: number; at: number }>();
  const owed = owedReports({ retriable: isConnectionFailure });
  const listeners = new Set<{ code: string; listener: (id: number) => void }>();
  const pending = new Map<
    string,
    { id: number; send: (id: number) => Promise<unknown>; timer: ReturnType<typeof setTimeout> }
  >();
  const note = ({ code, id }: Heard) => {
    reported.set(code, { id: Math.max(reported.get(code)?.id ?? 0, id), at: Date.now() });
    // The tab that announced the report owns it until it is delivered (it keeps it if it fails).
    owed.settle(code, id);
    const waiting = pending.get(code);
    if (waiting && waiting.id <= id) {
      clearTimeout(waiting.timer);
      pending.delete(code);
    }
  };
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(`chat-read:${user}`) : null;
  if (channel)
    channel.onmessage = ({ data }: MessageEvent<Heard>) => {
      if (typeof data?.code !== 'string' || typeof data.id !== 'number') return;
      if (data.handing) {
        // Another tab left the room having seen more: whichever of the tabs sends first sends that.
        const waiting = pending.get(data.code);
        if (waiting && waiting.id < data.id) waiting.id = data.id;
        return;
      }
      note(data);
      heard.set(data.code, { id: Math.max(heard.get(data.code)?.id ?? 0, data.id), at: Date.now() });
      for (const entry of listeners) if (entry.code === data.code) entry.listener(data.id);
    };
  const sendPending = (code: string) => {
    const waiting = pending.get(code);
    if (!waiting) return;
    pending.delete(code);
    clearTimeout(waiting.timer);
    if (waiting.id <= (reported.get(code)?.id ?? 0)) return;
    bus.announce(code, waiting.id);
    waiting.send(waiting.id).then(
      () => owed.retry(),
      (error: unknown) => bus.failed(code, waiting.id, waiting.send, error),
    );
  };
  if (typeof addEventListener === 'function') {
    addEventListener('pagehide', () => [...pending.keys()].forEach(sendPending));
    addEventListener('online', () => owed.retry());
  }
  const bus: ReadReportBus = {
    reported: (code) => reported.get(code)?.id ?? 0,
    reportedAt: (code) => reported.get(code)?.at ?? -Infinity,
    heard: (code) => heard.get(code),
    announce(code, id) {
      note({ code, id });
      channel?.postMessage({ code, id } satisfies Heard);
    },
    listen(code, listener) {
      const entry = { code, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    handOff(code, id, send) {
      if (id <= bus.reported(code)) return;
      const waiting = pending.get(code);
      if (waiting && waiting.id >= id) return;
      if (waiting) clearTimeout(waiting.timer);
      const wait = Math.max(leaveMs, bus.reportedAt(code) + gapMs - Date.now());
      pending.set(code, { id, send, timer: setTimeout(() => sendPending(code), wait) });
      channel?.postMessage({ code, id, handing: true } satisfies Heard);
    },
    failed(code, id, send, error) {
      if (!isConnectionFailure(error)) return false;
      owed.owe(code, id, send);
      return true;
    },
    connectionBack: () => owed.retry(),
  };
  buses.set(user, bus);
  return bus;
}

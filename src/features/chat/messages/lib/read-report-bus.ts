type Heard = { code: string; id: number };

export type ReadReportBus = {
  /** The newest id reported for the room by any tab of this user since this tab began listening. */
  reported(code: string): number;
  /** Tells the user's other tabs (and this tab's later visits) that the room is reported up to `id`. */
  announce(code: string, id: number): void;
  /** Calls `listener` when another tab reports the room; returns the unsubscribe. */
  listen(code: string, listener: (id: number) => void): () => void;
};

const buses = new Map<string, ReadReportBus>();

/**
 * The read reports of one staff user's tabs, shared (BroadcastChannel `chat-read:{user}`): which room
 * was reported up to which message, so a room open in several tabs, or entered in one after another
 * reported it, is reported once. Kept for the page's life: it must hear reports made while no room
 * is open here. Without BroadcastChannel it knows this tab's own reports only.
 */
export function readReportBus(user: string): ReadReportBus {
  const existing = buses.get(user);
  if (existing) return existing;
  const reported = new Map<string, number>();
  const listeners = new Set<{ code: string; listener: (id: number) => void }>();
  const note = ({ code, id }: Heard) => reported.set(code, Math.max(reported.get(code) ?? 0, id));
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(`chat-read:${user}`) : null;
  if (channel)
    channel.onmessage = ({ data }: MessageEvent<Heard>) => {
      if (typeof data?.code !== 'string' || typeof data.id !== 'number') return;
      note(data);
      for (const entry of listeners) if (entry.code === data.code) entry.listener(data.id);
    };
  const bus: ReadReportBus = {
    reported: (code) => reported.get(code) ?? 0,
    announce(code, id) {
      note({ code, id });
      channel?.postMessage({ code, id } satisfies Heard);
    },
    listen(code, listener) {
      const entry = { code, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
  buses.set(user, bus);
  return bus;
}

/** How long a report that found no connection waits before it is tried again, attempt after attempt. */
export const OWED_RETRY_MS = [5000, 15_000, 30_000, 60_000] as const;

type Send = (id: number) => Promise<unknown>;

export type OwedReports = {
  /** A report that failed for want of a connection: sent again when it is back (the newest id per room). */
  owe(code: string, id: number, send: Send): void;
  /** A report of the room up to `id` is made: what was owed up to there is no longer owed. */
  settle(code: string, id: number): void;
  /** The connection is back: every owed report goes now. */
  retry(): void;
};

type Options = {
  /** Whether a failed report may succeed later (no connection), rather than being refused by the server. */
  retriable: (error: unknown) => boolean;
  delays?: readonly number[];
  random?: () => number;
};

/**
 * Read reports that could not reach the server, kept until they do: the server would otherwise keep
 * the room unread while the screen says read. They go again as soon as there is a sign the connection
 * is back (`retry`: the browser is online again, the real-time socket is live again, another report
 * went through), and meanwhile on a jittered, growing timer, so a server that is down is not asked
 * by every staff member's browser at the same moment. A refusal by the server is not retried.
 */
export function owedReports({ retriable, delays = OWED_RETRY_MS, random = Math.random }: Options): OwedReports {
  const owed = new Map<string, { id: number; send: Send; attempt: number }>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const arm = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (owed.size === 0) return;
    const attempt = Math.min(...[...owed.values()].map((entry) => entry.attempt));
    const base = delays[Math.min(attempt, delays.length - 1)] ?? 0;
    timer = setTimeout(retry, base / 2 + (random() * base) / 2);
  };

  function retry() {
    const due = [...owed];
    owed.clear();
    arm();
    for (const [code, entry] of due)
      entry.send(entry.id).then(
        () => undefined,
        (error: unknown) => {
          if (!retriable(error) || (owed.get(code)?.id ?? 0) >= entry.id) return;
          owed.set(code, { ...entry, attempt: entry.attempt + 1 });
          arm();
        },
      );
  }

  return {
    owe(code, id, send) {
      const existing = owed.get(code);
      if (existing && existing.id >= id) return;
      owed.set(code, { id, send, attempt: existing?.attempt ?? 0 });
      arm();
    },
    settle(code, id) {
      const existing = owed.get(code);
      if (existing && existing.id <= id) {
        owed.delete(code);
        arm();
      }
    },
    retry: () => {
      if (owed.size > 0) retry();
    },
  };
}

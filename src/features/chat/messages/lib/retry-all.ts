/** How a Retry all ended: every message sent, or stopped at the first one that failed again. */
export type RetryAllResult = { sent: number; stoppedAt: string | null };

/**
 * Retry all: sends the given messages in order, one after another, each at most once per run; the
 * first failure stops the chain and leaves the rest as they are (failed), since sending later ones
 * would put them before the one that failed. A call while a run is under way (a double click, a
 * repeated Enter) joins that run instead of starting another. `sendOne` answers whether the message
 * is now on the server; it is not called for a key `isPending` no longer lists (sent or deleted
 * meanwhile).
 */
export function createRetryAll(
  sendOne: (key: string) => Promise<boolean>,
  isPending: (key: string) => boolean,
): { run: (keys: readonly string[]) => Promise<RetryAllResult>; running: () => boolean } {
  let current: Promise<RetryAllResult> | null = null;

  const chain = async (keys: readonly string[]): Promise<RetryAllResult> => {
    let sent = 0;
    for (const key of new Set(keys)) {
      if (!isPending(key)) continue;
      const ok = await sendOne(key).catch(() => false);
      if (!ok) return { sent, stoppedAt: key };
      sent++;
    }
    return { sent, stoppedAt: null };
  };

  return {
    run(keys) {
      if (current) return current;
      const started = chain(keys).finally(() => {
        current = null;
      });
      current = started;
      return started;
    },
    running: () => current !== null,
  };
}

export type Coalesced = {
  /** Asks for a run: the first goes at once, the rest fold into one run after the gap. */
  request(): void;
  /** Asks for a run after a random wait of up to `maxMs` (spreads many clients after a reconnect). */
  requestJittered(maxMs: number): void;
  cancel(): void;
};

type Options = { gapMs: number; now?: () => number; random?: () => number };

/**
 * Runs `run` at most once per gap however often it is asked (a leading and a trailing run), and never
 * starts one while another is under way: a request made meanwhile runs after it, once the gap has
 * passed. Costs the server one request per gap under any burst of events.
 */
export function coalesce(
  run: () => Promise<unknown>,
  { gapMs, now = Date.now, random = Math.random }: Options,
): Coalesced {
  let lastStart = -Infinity;
  let pending = false;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const jitters = new Set<ReturnType<typeof setTimeout>>();

  const start = () => {
    timer = undefined;
    pending = false;
    running = true;
    lastStart = now();
    run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (pending) schedule();
      });
  };

  function schedule() {
    if (timer !== undefined || running) return;
    const wait = lastStart + gapMs - now();
    if (wait <= 0) start();
    else timer = setTimeout(start, wait);
  }

  const request = () => {
    pending = true;
    schedule();
  };

  return {
    request,
    requestJittered(maxMs) {
      const handle = setTimeout(() => {
        jitters.delete(handle);
        request();
      }, random() * maxMs);
      jitters.add(handle);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = false;
      for (const handle of jitters) clearTimeout(handle);
      jitters.clear();
    },
  };
}

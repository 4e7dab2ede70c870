import type { ConnectionState } from './connection-state';

/** The socket being supervised: pusher-js's connection, seen through the three things used here. */
export type SupervisedSocket = {
  connect(): void;
  disconnect(): void;
  onStateChange(listener: (current: string) => void): void;
  /** pusher-js schedules a retry of its own ('connecting_in'): the first sign that a live socket dropped. */
  onRetryScheduled(listener: () => void): void;
};

export type ReconnectOptions = {
  /** Upper bound of the first wait; doubles with every failed attempt. */
  baseMs?: number;
  /** The wait never exceeds this. */
  capMs?: number;
  /** How long one attempt may take before it counts as failed. */
  attemptMs?: number;
  /** Down this long, the connection is reported offline instead of reconnecting. */
  offlineAfterMs?: number;
  random?: () => number;
  now?: () => number;
};

export type ReconnectSupervisor = {
  readonly state: ConnectionState;
  onState(listener: (state: ConnectionState) => void): () => void;
  /** The browser is back online: try now (a network change is this client's own, not a herd). */
  retryNow(): void;
  stop(): void;
};

/**
 * Reconnects with full jitter: after a drop, each attempt waits a random time between 0 and
 * min(cap, base x 2^attempt), so a thousand clients dropped by one server restart come back spread
 * over seconds instead of in the same one. pusher-js alone retries after a fixed 1 s and then loops
 * on its own; here an attempt that has not connected within `attemptMs` is stopped and the next one
 * waits. The state reported stays true: 'reconnecting' while down for less than `offlineAfterMs`
 * after having been live, 'offline' after that, 'live' once connected.
 */
export function superviseReconnects(socket: SupervisedSocket, options: ReconnectOptions = {}): ReconnectSupervisor {
  const {
    baseMs = 1000,
    capMs = 30_000,
    attemptMs = 6000,
    offlineAfterMs = 10_000,
    random = Math.random,
    now = Date.now,
  } = options;
  const listeners = new Set<(state: ConnectionState) => void>();
  let state: ConnectionState = 'connecting';
  let wasLive = false;
  let failures = 0;
  let downSince = now();
  let ourDisconnect = false;
  let stopped = false;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  let attemptTimer: ReturnType<typeof setTimeout> | undefined;
  let offlineTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: ConnectionState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener(next);
  };
  const clear = () => {
    clearTimeout(waitTimer);
    clearTimeout(attemptTimer);
    waitTimer = attemptTimer = undefined;
  };
  const down = () => {
    set(now() - downSince >= offlineAfterMs ? 'offline' : wasLive ? 'reconnecting' : 'connecting');
    clearTimeout(offlineTimer);
    const left = downSince + offlineAfterMs - now();
    if (left > 0) offlineTimer = setTimeout(() => set('offline'), left);
  };

  const attempt = () => {
    waitTimer = undefined;
    if (stopped) return;
    attemptTimer = setTimeout(fail, attemptMs);
    socket.connect();
  };

  /** Stops pusher-js's own retrying and waits a jittered time before the next attempt. */
  function fail() {
    clear();
    ourDisconnect = true;
    socket.disconnect();
    ourDisconnect = false;
    const bound = Math.min(capMs, baseMs * 2 ** failures);
    failures += 1;
    waitTimer = setTimeout(attempt, random() * bound);
  }

  const dropped = () => {
    downSince = now();
    down();
    fail();
  };

  // A dropped socket still reads 'connected' for the second pusher-js waits before its own retry.
  // pusher-js announces the retry before it sets the retry's timer: stopping it from inside the
  // announcement would leave that timer running (a second, unjittered reconnect 1 s later), so the
  // drop is handled once the announcement is over.
  socket.onRetryScheduled(() => {
    queueMicrotask(() => {
      if (!stopped && !ourDisconnect && state === 'live') dropped();
    });
  });

  socket.onStateChange((current) => {
    if (stopped || ourDisconnect) return;
    if (current === 'connected') {
      clear();
      clearTimeout(offlineTimer);
      failures = 0;
      wasLive = true;
      set('live');
      return;
    }
    if (current === 'initialized' || waitTimer !== undefined) return;
    if (state === 'live') {
      dropped();
      return;
    }
    // pusher-js gave up on its own (unavailable, failed) during an attempt: that attempt failed.
    if (current !== 'connecting' && attemptTimer !== undefined) fail();
  });
  down();
  attemptTimer = setTimeout(fail, attemptMs);

  return {
    get state() {
      return state;
    },
    onState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retryNow() {
      if (stopped || state === 'live' || waitTimer === undefined) return;
      clearTimeout(waitTimer);
      attempt();
    },
    stop() {
      stopped = true;
      clear();
      clearTimeout(offlineTimer);
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { superviseReconnects, type SupervisedSocket } from './reconnect';

/** A socket that connects only while the server is up, reporting states as pusher-js does. */
function fakeSocket() {
  let onState: (s: string) => void = () => {};
  let onRetry: () => void = () => {};
  let serverUp = true;
  const connects: number[] = [];
  let ownRetry: ReturnType<typeof setTimeout> | undefined;
  const socket: SupervisedSocket = {
    connect: () => {
      connects.push(Date.now());
      onState('connecting');
      if (serverUp) setTimeout(() => onState('connected'), 10);
    },
    disconnect: () => {
      clearTimeout(ownRetry);
      ownRetry = undefined;
      onState('disconnected');
    },
    onStateChange: (l) => (onState = l),
    onRetryScheduled: (l) => (onRetry = l),
  };
  return {
    socket,
    connects,
    liveAtStart: () => onState('connected'),
    /** The server closes the socket: pusher-js announces its own retry in 1 s, then sets its timer. */
    drop: () => {
      onRetry();
      ownRetry = setTimeout(() => socket.connect(), 1000);
    },
    /** Only the announcement, as a stopped connection's late event would be. */
    announceRetry: () => onRetry(),
    setServerUp: (up: boolean) => (serverUp = up),
  };
}

describe('reconnects with full jitter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('waits a random time below 1 s, 2 s, 4 s ... capped at 30 s between failed attempts', async () => {
    const fake = fakeSocket();
    const waits: number[] = [];
    const supervisor = superviseReconnects(fake.socket, { random: () => 1, attemptMs: 1000 });
    fake.liveAtStart();
    fake.setServerUp(false);
    fake.drop();
    await vi.advanceTimersByTimeAsync(120_000);
    for (let i = 1; i < fake.connects.length; i++) waits.push(fake.connects[i]! - fake.connects[i - 1]! - 1000);
    // With random() = 1 each wait is its bound: 2, 4, 8, 16, then 30 s (after the first, 1 s).
    expect(fake.connects[0]).toBe(1000);
    expect(waits.slice(0, 5)).toEqual([2000, 4000, 8000, 16_000, 30_000]);
    expect(supervisor.state).toBe('offline');
  });

  it("stops pusher-js's own retry, which it sets only after announcing it", async () => {
    const fake = fakeSocket();
    const supervisor = superviseReconnects(fake.socket, { random: () => 0.5 });
    fake.liveAtStart();
    fake.drop();
    await vi.advanceTimersByTimeAsync(5000);
    // One attempt, at the jittered time; none at pusher-js's fixed second.
    expect(fake.connects).toEqual([500]);
    expect(supervisor.state).toBe('live');
  });

  it('spreads the clients of one outage over the whole window', async () => {
    const firstAttempts: number[] = [];
    for (let i = 0; i < 100; i++) {
      const fake = fakeSocket();
      superviseReconnects(fake.socket, { random: () => i / 100 });
      fake.liveAtStart();
      fake.drop();
      await vi.advanceTimersByTimeAsync(1000);
      firstAttempts.push(fake.connects[0] ?? Infinity);
      vi.clearAllTimers();
      vi.setSystemTime(0);
    }
    const inFirstTenth = firstAttempts.filter((t) => t < 100).length;
    expect(inFirstTenth).toBeLessThanOrEqual(10);
    expect(Math.max(...firstAttempts)).toBeLessThan(1000);
  });

  it('reports reconnecting, offline after 10 s down, and live again with the wait reset', async () => {
    const fake = fakeSocket();
    const states: string[] = [];
    const supervisor = superviseReconnects(fake.socket, { random: () => 0.5 });
    supervisor.onState((s) => states.push(s));
    fake.liveAtStart();
    fake.setServerUp(false);
    fake.drop();
    await vi.advanceTimersByTimeAsync(9000);
    expect(supervisor.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(2000);
    expect(supervisor.state).toBe('offline');
    fake.setServerUp(true);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(supervisor.state).toBe('live');
    expect(states).toEqual(['live', 'reconnecting', 'offline', 'live']);
    const before = fake.connects.length;
    fake.drop();
    await vi.advanceTimersByTimeAsync(600);
    expect(fake.connects.length).toBe(before + 1);
  });

  it('tries at once when the browser is back online, and never after stop', async () => {
    const fake = fakeSocket();
    const supervisor = superviseReconnects(fake.socket, { random: () => 1 });
    fake.liveAtStart();
    fake.setServerUp(false);
    fake.drop();
    // Attempts at 1 s (failed at 7 s) and 9 s (failed at 15 s); then it waits up to 4 s.
    await vi.advanceTimersByTimeAsync(16_000);
    fake.setServerUp(true);
    const before = fake.connects.length;
    supervisor.retryNow();
    await vi.advanceTimersByTimeAsync(20);
    expect(fake.connects.length).toBe(before + 1);
    expect(supervisor.state).toBe('live');
    supervisor.stop();
    fake.announceRetry();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.connects.length).toBe(before + 1);
  });
});

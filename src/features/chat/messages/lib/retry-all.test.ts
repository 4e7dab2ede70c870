import { describe, expect, it } from 'vitest';
import { createRetryAll } from './retry-all';

/** A send that the test settles by hand, to look at the chain between two sends. */
function manualSends() {
  const calls: string[] = [];
  const pending = new Map<string, (ok: boolean) => void>();
  const sendOne = (key: string) =>
    new Promise<boolean>((resolve) => {
      calls.push(key);
      pending.set(key, resolve);
    });
  const settle = async (key: string, ok: boolean) => {
    await untilTrue(() => pending.has(key));
    pending.get(key)!(ok);
    pending.delete(key);
  };
  return { calls, sendOne, settle };
}

async function untilTrue(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i++) await Promise.resolve();
  if (!check()) throw new Error('the send never started');
}

describe('Retry all', () => {
  it('sends the messages in order, the next only once the previous is on the server', async () => {
    const { calls, sendOne, settle } = manualSends();
    const retry = createRetryAll(sendOne, () => true);
    const done = retry.run(['a', 'b', 'c']);
    await untilTrue(() => calls.length === 1);
    expect(calls).toEqual(['a']);
    await settle('a', true);
    await untilTrue(() => calls.length === 2);
    expect(calls).toEqual(['a', 'b']);
    await settle('b', true);
    await settle('c', true);
    await expect(done).resolves.toEqual({ sent: 3, stoppedAt: null });
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(retry.running()).toBe(false);
  });

  it('sends each message once when pressed again (or twice in one click) while it runs', async () => {
    const { calls, sendOne, settle } = manualSends();
    const retry = createRetryAll(sendOne, () => true);
    const first = retry.run(['a', 'b']);
    const second = retry.run(['a', 'b']);
    expect(second).toBe(first);
    expect(retry.running()).toBe(true);
    await settle('a', true);
    const third = retry.run(['b']);
    expect(third).toBe(first);
    await settle('b', true);
    await first;
    expect(calls).toEqual(['a', 'b']);
  });

  it('sends a key listed twice once', async () => {
    const { calls, sendOne, settle } = manualSends();
    const done = createRetryAll(sendOne, () => true).run(['a', 'a']);
    await settle('a', true);
    await expect(done).resolves.toEqual({ sent: 1, stoppedAt: null });
    expect(calls).toEqual(['a']);
  });

  it('stops at the first failure and leaves the later messages unsent', async () => {
    const { calls, sendOne, settle } = manualSends();
    const done = createRetryAll(sendOne, () => true).run(['a', 'b', 'c']);
    await settle('a', true);
    await settle('b', false);
    await expect(done).resolves.toEqual({ sent: 1, stoppedAt: 'b' });
    expect(calls).toEqual(['a', 'b']);
  });

  it('takes a send that throws as a failure', async () => {
    const calls: string[] = [];
    const retry = createRetryAll(
      async (key) => {
        calls.push(key);
        throw new Error('offline');
      },
      () => true,
    );
    await expect(retry.run(['a', 'b'])).resolves.toEqual({ sent: 0, stoppedAt: 'a' });
    expect(calls).toEqual(['a']);
  });

  it('skips a message sent or deleted meanwhile, and can run again after a run ended', async () => {
    const pending = new Set(['a', 'b', 'c']);
    const calls: string[] = [];
    const retry = createRetryAll(
      async (key) => {
        calls.push(key);
        pending.delete(key);
        if (key === 'a') pending.delete('b'); // deleted by the user while 'a' was on its way
        return true;
      },
      (key) => pending.has(key),
    );
    await expect(retry.run(['a', 'b', 'c'])).resolves.toEqual({ sent: 2, stoppedAt: null });
    expect(calls).toEqual(['a', 'c']);
    pending.add('d');
    await retry.run(['d']);
    expect(calls).toEqual(['a', 'c', 'd']);
  });
});

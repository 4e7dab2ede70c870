import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce } from './coalesce';

describe('coalesce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once at once and once after the gap for a burst of any size', async () => {
    const run = vi.fn(() => Promise.resolve());
    const c = coalesce(run, { gapMs: 2000 });
    for (let i = 0; i < 50; i++) {
      c.request();
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never starts a run while one is under way; a request made meanwhile runs after it', async () => {
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const c = coalesce(run, { gapMs: 2000 });
    c.request();
    c.request();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('keeps going after a failed run', async () => {
    const run = vi.fn(() => Promise.reject(new Error('down')));
    const c = coalesce(run, { gapMs: 1000 });
    c.request();
    await vi.advanceTimersByTimeAsync(0);
    c.request();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('a jittered request waits a random time within its bound', async () => {
    const run = vi.fn(() => Promise.resolve());
    const c = coalesce(run, { gapMs: 2000, random: () => 0.5 });
    c.requestJittered(3000);
    await vi.advanceTimersByTimeAsync(1499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancel drops what was asked and not started', async () => {
    const run = vi.fn(() => Promise.resolve());
    const c = coalesce(run, { gapMs: 2000 });
    c.request();
    c.request();
    c.requestJittered(1000);
    c.cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

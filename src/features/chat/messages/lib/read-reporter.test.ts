import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadReporter } from './read-reporter';
import { advance, setup } from '@/test/harness/read-reporter';

describe('read reports', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the first message at once, then the newest once the room has been quiet for 2 s', async () => {
    const { sent, reporter } = setup();
    reporter.note(10);
    await advance(0);
    expect(sent).toEqual([10]);
    for (let id = 11; id <= 60; id++) {
      reporter.note(id);
      await advance(40);
    }
    // 50 messages within 2 s: the first report, then nothing while they keep coming...
    expect(sent).toEqual([10]);
    await advance(1999 - 40);
    expect(sent).toEqual([10]);
    // ...and the newest 2 s after the last.
    await advance(41);
    expect(sent).toEqual([10, 60]);
    await advance(10_000);
    expect(sent).toEqual([10, 60]);
  });

  it('a steady stream of 1,000 messages in 20 s costs one report per 10 s, the last one the newest', async () => {
    const { sent, reporter } = setup();
    for (let id = 1; id <= 1000; id++) {
      reporter.note(id);
      await advance(20);
    }
    // At once on entering, at 10 s while they keep coming, at 20 s or once quiet: 3 reports.
    expect(sent.slice(0, 2)).toEqual([1, 501]);
    await advance(2000);
    expect(sent).toHaveLength(3);
    expect(sent.at(-1)).toBe(1000);
  });

  it('a room with a message every 0.5 s is reported every 10 s', async () => {
    const { sent, reporter } = setup();
    reporter.note(1);
    await advance(0);
    for (let id = 2; id <= 121; id++) {
      await advance(500);
      reporter.note(id);
    }
    // 60 s: the entering report and one per 10 s after it; 5 reports per 100 messages at most.
    expect(sent.length).toBeLessThanOrEqual(7);
    expect(sent.length).toBeGreaterThanOrEqual(6);
  });

  it('sends nothing while the tab is hidden, and reports on showing it', async () => {
    const { sent, reporter, hide, show } = setup();
    hide();
    reporter.note(5);
    reporter.note(6);
    await advance(10_000);
    expect(sent).toEqual([]);
    show();
    await advance(0);
    expect(sent).toEqual([6]);
  });

  it('hiding the tab reports what was seen and not reported yet, and only that', async () => {
    const { sent, reporter, hide } = setup();
    reporter.note(1);
    await advance(0);
    reporter.note(2);
    hide();
    await advance(0);
    expect(sent).toEqual([1, 2]);
    reporter.note(3);
    await advance(5000);
    expect(sent).toEqual([1, 2]);
  });

  it('leaving the room reports the rest at once and nothing after', async () => {
    const { sent, reporter } = setup();
    reporter.note(1);
    await advance(0);
    reporter.note(2);
    reporter.leave();
    await advance(0);
    expect(sent).toEqual([1, 2]);
    reporter.note(3);
    await advance(5000);
    expect(sent).toEqual([1, 2]);
  });

  it('a failed report is sent again with the next one', async () => {
    const { sent, reporter } = setup({ fail: true });
    reporter.note(1);
    await advance(0);
    expect(sent).toEqual([1]);
    await advance(2000);
    expect(sent).toEqual([1, 1]);
  });

  it('ignores ids it has already seen', async () => {
    const { sent, reporter } = setup();
    reporter.note(4);
    await advance(0);
    reporter.note(4);
    reporter.note(3);
    await advance(5000);
    expect(sent).toEqual([4]);
  });
});

describe('read reports that fail', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A reporter whose sends fail while `down`; what failed is taken over (kept for when the connection is back). */
  function failing() {
    const sent: number[] = [];
    const taken: number[] = [];
    let down = true;
    const reporter = createReadReporter({
      send: (id) => (down ? Promise.reject(new TypeError('Failed to fetch')) : (sent.push(id), Promise.resolve())),
      failed: (id) => (taken.push(id), true),
      isVisible: () => true,
    });
    return { sent, taken, reporter, up: () => void (down = false) };
  }

  it('a report taken over is not sent again by the room, and what is read after it still goes', async () => {
    const { sent, taken, reporter, up } = failing();
    reporter.note(5);
    await advance(0);
    expect(taken).toEqual([5]);
    await advance(10_000);
    expect(taken).toEqual([5]);
    up();
    reporter.note(6);
    await advance(2000);
    expect(sent).toEqual([6]);
  });

  it('a report that fails as the room is left is taken over, once', async () => {
    const { sent, taken, reporter } = failing();
    reporter.note(5);
    reporter.leave();
    await advance(10_000);
    expect(taken).toEqual([5]);
    expect(sent).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadReporter } from './read-reporter';

function setup({ fail = false } = {}) {
  const sent: number[] = [];
  let visible = true;
  const send = vi.fn((id: number) => {
    sent.push(id);
    return fail ? Promise.reject(new Error('down')) : Promise.resolve();
  });
  const reporter = createReadReporter({ send, isVisible: () => visible });
  return {
    sent,
    reporter,
    hide: () => {
      visible = false;
      reporter.visibilityChanged(false);
    },
    show: () => {
      visible = true;
      reporter.visibilityChanged(true);
    },
  };
}

/** Lets the reports' promises settle and moves the clock. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('read reports', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the first message at once, then at most one report per 2 s with the newest id', async () => {
    const { sent, reporter } = setup();
    reporter.note(10);
    await advance(0);
    expect(sent).toEqual([10]);
    for (let id = 11; id <= 60; id++) {
      reporter.note(id);
      await advance(40);
    }
    // 50 messages within 2 s: the first report, then one trailing report of the newest.
    expect(sent).toEqual([10, 60]);
    await advance(10_000);
    expect(sent).toEqual([10, 60]);
  });

  it('a burst of 1,000 messages in 20 s costs one report per 2 s, the last one the newest', async () => {
    const { sent, reporter } = setup();
    for (let id = 1; id <= 1000; id++) {
      reporter.note(id);
      await advance(20);
    }
    await advance(2000);
    expect(sent.length).toBeLessThanOrEqual(11);
    expect(sent.at(-1)).toBe(1000);
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

  it("a report heard from another tab is not sent again, and the next waits a whole gap after it", async () => {
    const { sent, reporter } = setup();
    reporter.note(1);
    await advance(0);
    await advance(2500);
    reporter.heard(3);
    reporter.note(2);
    reporter.note(3);
    reporter.note(4);
    // Heard at 2.5 s: this tab's report of 4 waits until 4.5 s, and is heard from the other tab first.
    await advance(1999);
    expect(sent).toEqual([1]);
    reporter.heard(4);
    await advance(5000);
    expect(sent).toEqual([1]);
    reporter.note(5);
    await advance(0);
    expect(sent).toEqual([1, 5]);
  });
});

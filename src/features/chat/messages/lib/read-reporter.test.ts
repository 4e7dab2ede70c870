import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadReporter } from './read-reporter';

function setup({ fail = false, withHandOff = false } = {}) {
  const sent: number[] = [];
  const handed: number[] = [];
  let visible = true;
  const send = vi.fn((id: number) => {
    sent.push(id);
    return fail ? Promise.reject(new Error('down')) : Promise.resolve();
  });
  const handOff = withHandOff ? (id: number) => void handed.push(id) : undefined;
  const reporter = createReadReporter({ send, handOff, isVisible: () => visible });
  return {
    sent,
    handed,
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

  it('a report heard from another tab is not sent again, and this tab then lets that one go first', async () => {
    const { sent, reporter } = setup();
    reporter.note(1);
    await advance(0);
    await advance(2500);
    reporter.heard(3);
    reporter.note(2);
    reporter.note(3);
    reporter.note(4);
    // 4 is due 2 s after it came (quiet), plus the half second left to the tab that reported 3.
    await advance(2499);
    expect(sent).toEqual([1]);
    reporter.heard(4);
    await advance(5000);
    expect(sent).toEqual([1]);
    reporter.note(5);
    await advance(2499);
    expect(sent).toEqual([1]);
    await advance(1);
    expect(sent).toEqual([1, 5]);
  });

  it('a tab entering a room another tab already reported does not report it again', async () => {
    const sent: number[] = [];
    const reporter = createReadReporter({
      send: (id) => (sent.push(id), Promise.resolve()),
      isVisible: () => true,
      reported: 7,
    });
    reporter.note(7);
    await advance(10_000);
    expect(sent).toEqual([]);
    reporter.note(8);
    await advance(0);
    // Not at once: entering is over; once the room has been quiet.
    expect(sent).toEqual([]);
    await advance(2000);
    expect(sent).toEqual([8]);
  });

  it('announces a report as it starts, before the answer', async () => {
    const announced: number[] = [];
    const reporter = createReadReporter({
      send: () => new Promise(() => {}),
      announce: (id) => announced.push(id),
      isVisible: () => true,
    });
    reporter.note(3);
    await advance(0);
    expect(announced).toEqual([3]);
  });

  it('a tab entering a room another tab reported under 2 s ago takes that report for its entering one', async () => {
    const sent: number[] = [];
    const reporter = createReadReporter({
      send: (id) => (sent.push(id), Promise.resolve()),
      isVisible: () => true,
      reported: 7,
      reportedAt: Date.now() - 1500,
    });
    reporter.note(8);
    // Messages keep coming, two a second: no report of its own at the gap's end...
    for (let id = 9; id <= 27; id++) {
      await advance(500);
      reporter.note(id);
    }
    expect(sent).toEqual([]);
    // ...but 10 s after the first message not reported, plus the half second left to the tab that reported.
    await advance(999);
    expect(sent).toEqual([]);
    await advance(1);
    expect(sent).toEqual([27]);
  });

  it('a tab entering within the gap reports nothing when the tab that reported goes on reporting', async () => {
    const sent: number[] = [];
    const reporter = createReadReporter({
      send: (id) => (sent.push(id), Promise.resolve()),
      isVisible: () => true,
      reported: 7,
      reportedAt: Date.now() - 1500,
    });
    for (let id = 8; id <= 40; id++) {
      reporter.note(id);
      // The other tab, which goes first, reports at 10 s.
      if (id === 28) reporter.heard(28);
      await advance(500);
    }
    expect(sent).toEqual([]);
    await advance(2500);
    expect(sent).toEqual([40]);
  });

  it('a tab entering within the gap reports what it saw once the room is quiet', async () => {
    const sent: number[] = [];
    const reporter = createReadReporter({
      send: (id) => (sent.push(id), Promise.resolve()),
      isVisible: () => true,
      reported: 7,
      reportedAt: Date.now() - 1500,
    });
    reporter.note(8);
    await advance(2499);
    expect(sent).toEqual([]);
    await advance(1);
    expect(sent).toEqual([8]);
  });

  it('leaving within 2 s of the last report hands the rest off instead of sending it', async () => {
    const { sent, handed, reporter } = setup({ withHandOff: true });
    reporter.note(1);
    await advance(0);
    reporter.note(2);
    await advance(1000);
    reporter.leave();
    await advance(5000);
    expect(sent).toEqual([1]);
    expect(handed).toEqual([2]);
  });

  it('leaving after the gap reports at once even with a hand-off at hand', async () => {
    const { sent, handed, reporter } = setup({ withHandOff: true });
    reporter.note(1);
    await advance(2500);
    reporter.note(2);
    reporter.leave();
    await advance(0);
    expect(sent).toEqual([1, 2]);
    expect(handed).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadReporter } from './read-reporter';
import { advance, setup } from '@/test/harness/read-reporter';

/** A tab entering a room another tab reported up to 7, 1.5 s ago. */
function enteringWithinGap() {
  const sent: number[] = [];
  const reporter = createReadReporter({
    send: (id) => (sent.push(id), Promise.resolve()),
    isVisible: () => true,
    reported: 7,
    reportedAt: Date.now() - 1500,
  });
  return { sent, reporter };
}

/** The same user's tabs: a room open in several, or entered in one after another reported it. */
describe('read reports of several tabs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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

  it('a tab entering a room reported more than 2 s ago reports the last message read again', async () => {
    const sent: number[] = [];
    const reporter = createReadReporter({
      send: (id) => (sent.push(id), Promise.resolve()),
      isVisible: () => true,
      reported: 7,
      reportedAt: Date.now() - 5000,
    });
    reporter.note(7);
    await advance(0);
    // Every entry reports the last message read (chat spec, sections 2 and 4), even one reported before.
    expect(sent).toEqual([7]);
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
    const { sent, reporter } = enteringWithinGap();
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
    const { sent, reporter } = enteringWithinGap();
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
    const { sent, reporter } = enteringWithinGap();
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

  it("leaving after the gap hands the rest off too: the user's tabs leaving the room report it once", async () => {
    const { sent, handed, reporter } = setup({ withHandOff: true });
    reporter.note(1);
    await advance(2500);
    reporter.note(2);
    reporter.leave();
    await advance(5000);
    expect(sent).toEqual([1]);
    expect(handed).toEqual([2]);
  });

  it('leaving with nothing unreported hands nothing off', async () => {
    const { sent, handed, reporter } = setup({ withHandOff: true });
    reporter.note(1);
    await advance(2500);
    reporter.leave();
    await advance(5000);
    expect(sent).toEqual([1]);
    expect(handed).toEqual([]);
  });
});

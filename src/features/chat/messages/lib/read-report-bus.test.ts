import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readReportBus } from './read-report-bus';

let n = 0;
/** A bus of its own per test (buses are kept per user for the page's life). */
const freshBus = () => readReportBus(`bus-test-${++n}`);

describe('read report bus: reports handed off by rooms left', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the newest handed-off id once, at the end of the gap of the last report', async () => {
    const bus = freshBus();
    const sent: number[] = [];
    const send = (id: number) => (sent.push(id), Promise.resolve());
    bus.announce('r1', 5);
    await vi.advanceTimersByTimeAsync(500);
    bus.handOff('r1', 6, send);
    bus.handOff('r1', 8, send);
    bus.handOff('r1', 7, send);
    await vi.advanceTimersByTimeAsync(1499);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([8]);
    expect(bus.reported('r1')).toBe(8);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([8]);
  });

  it('sends nothing when a report up to that id is made meanwhile', async () => {
    const bus = freshBus();
    const sent: number[] = [];
    bus.announce('r1', 5);
    bus.handOff('r1', 6, (id) => (sent.push(id), Promise.resolve()));
    bus.announce('r1', 6);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toEqual([]);
  });

  it('sends at once when the page is left', async () => {
    const bus = freshBus();
    const sent: number[] = [];
    bus.announce('r1', 5);
    bus.handOff('r1', 9, (id) => (sent.push(id), Promise.resolve()));
    dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([9]);
  });
});

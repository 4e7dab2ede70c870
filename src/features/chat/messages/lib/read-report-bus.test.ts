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

  it('sends a room left long after its last report 1 s later', async () => {
    const bus = freshBus();
    const sent: number[] = [];
    bus.announce('r1', 5);
    await vi.advanceTimersByTimeAsync(30_000);
    bus.handOff('r1', 6, (id) => (sent.push(id), Promise.resolve()));
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([6]);
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

describe("read report bus: the same user's tabs leaving a room one after another", () => {
  // Real timers: the tabs talk through a BroadcastChannel, whose messages no fake clock delivers.
  const GAP = 300;
  const LEAVE = 150;
  const otherTab = (user: string) => {
    const channel = new BroadcastChannel(`chat-read:${user}`);
    const heard: { code: string; id: number; handing?: true }[] = [];
    channel.onmessage = ({ data }) => heard.push(data);
    return { heard, say: (note: object) => channel.postMessage(note), close: () => channel.close() };
  };

  it('a tab that left first sends the newest id another tab handed off, once', async () => {
    const user = `bus-tabs-${++n}`;
    const bus = readReportBus(user, GAP, LEAVE);
    const other = otherTab(user);
    try {
      const sent: number[] = [];
      bus.handOff('r1', 6, (id) => (sent.push(id), Promise.resolve()));
      // The other tab leaves the room too, having seen one message more.
      other.say({ code: 'r1', id: 7, handing: true });
      await vi.waitFor(() => expect(sent).toEqual([7]), { timeout: 5000 });
      // Its announcement tells the other tab the room is reported: it sends nothing of its own.
      await vi.waitFor(() => expect(other.heard).toContainEqual({ code: 'r1', id: 7 }), { timeout: 5000 });
      expect(bus.reported('r1')).toBe(7);
    } finally {
      other.close();
    }
  });

  it("another tab's hand-off of an older id changes nothing, and nothing is sent for a room reported meanwhile", async () => {
    const user = `bus-tabs-${++n}`;
    const bus = readReportBus(user, GAP, LEAVE);
    const other = otherTab(user);
    try {
      const sent: number[] = [];
      const send = (id: number) => (sent.push(id), Promise.resolve());
      bus.handOff('r1', 9, send);
      other.say({ code: 'r1', id: 8, handing: true });
      await vi.waitFor(() => expect(sent).toEqual([9]), { timeout: 5000 });
      bus.handOff('r2', 4, send);
      other.say({ code: 'r2', id: 4 });
      await new Promise((resolve) => setTimeout(resolve, GAP * 2));
      expect(sent).toEqual([9]);
    } finally {
      other.close();
    }
  });
});

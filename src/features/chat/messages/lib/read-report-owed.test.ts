import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { owedReports } from './read-report-owed';

class Refused extends Error {}

/** A server that answers as told: 'down' (no connection), 'refuses' (its own answer) or 'up'. */
function server() {
  let mode: 'up' | 'down' | 'refuses' = 'down';
  const reached: [string, number][] = [];
  const sender = (code: string) => (id: number) => {
    if (mode === 'down') return Promise.reject(new TypeError('Failed to fetch'));
    if (mode === 'refuses') return Promise.reject(new Refused('room closed'));
    reached.push([code, id]);
    return Promise.resolve();
  };
  return { reached, sender, set: (next: typeof mode) => void (mode = next) };
}

const setup = () => {
  const net = server();
  const owed = owedReports({
    retriable: (error) => !(error instanceof Refused),
    delays: [1000, 4000],
    random: () => 1,
  });
  return { net, owed };
};

describe('read reports owed while there is no connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('go as soon as the connection is back, the newest id of each room once', async () => {
    const { net, owed } = setup();
    owed.owe('r1', 6, net.sender('r1'));
    owed.owe('r1', 8, net.sender('r1'));
    owed.owe('r1', 7, net.sender('r1'));
    owed.owe('r2', 3, net.sender('r2'));
    net.set('up');
    owed.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(net.reached).toEqual([
      ['r1', 8],
      ['r2', 3],
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.reached).toHaveLength(2);
  });

  it('are tried again on a growing timer while the connection stays down', async () => {
    const { net, owed } = setup();
    owed.owe('r1', 6, net.sender('r1'));
    await vi.advanceTimersByTimeAsync(1000);
    // Still down: the next try waits longer.
    net.set('up');
    await vi.advanceTimersByTimeAsync(3999);
    expect(net.reached).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.reached).toEqual([['r1', 6]]);
  });

  it('are not owed any more once a report of the room up to there is made', async () => {
    const { net, owed } = setup();
    owed.owe('r1', 6, net.sender('r1'));
    owed.settle('r1', 5);
    owed.owe('r2', 4, net.sender('r2'));
    owed.settle('r2', 4);
    net.set('up');
    owed.retry();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(net.reached).toEqual([['r1', 6]]);
  });

  it('are dropped when the server itself refuses them', async () => {
    const { net, owed } = setup();
    owed.owe('r1', 6, net.sender('r1'));
    net.set('refuses');
    owed.retry();
    await vi.advanceTimersByTimeAsync(0);
    net.set('up');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.reached).toEqual([]);
  });
});

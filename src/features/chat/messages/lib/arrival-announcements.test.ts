import { describe, expect, it } from 'vitest';
import { storyMessage } from '@/test/fixtures/chat-messages';
import { arrivalsSince, coalesceArrivals } from './arrival-announcements';

const from = (id: number, sender: string, is_self: 0 | 1 = 0) => storyMessage(id, { user_username: sender, is_self });

describe('arrivalsSince', () => {
  const log = [from(1, 'player02'), from(2, 'cs_amy', 1), from(3, 'player02'), from(4, 'player02')];

  it('takes what joined the log, without the user’s own', () => {
    const more = [...log, from(5, 'cs_amy', 1), from(6, 'player02')];
    expect(arrivalsSince(log, more).map((m) => m.key)).toEqual(['m6']);
    expect(arrivalsSince(log, log)).toEqual([]);
  });

  it('takes a message that joined above one of the user’s own still being sent', () => {
    const sending = storyMessage(900, { key: 'local-1', is_self: 1, delivery: 'sending' });
    const arrived = from(5, 'player02');
    expect(arrivalsSince([...log, sending], [...log, arrived, sending])).toEqual([arrived]);
  });

  it('takes every message of a room that was empty', () => {
    expect(arrivalsSince([], log).map((m) => m.key)).toEqual(['m1', 'm3', 'm4']);
  });

  it('takes nothing from older messages paged in above', () => {
    const paged = [from(-2, 'player02'), from(-1, 'player02'), ...log];
    expect(arrivalsSince(log, paged)).toEqual([]);
  });

  it('takes nothing when the first known message is gone (the log was read again)', () => {
    expect(arrivalsSince(log, [from(3, 'player02'), from(4, 'player02'), from(5, 'player02')])).toEqual([]);
  });
});

describe('coalesceArrivals', () => {
  it('tells a single message with what it says', () => {
    const one = from(5, 'player02');
    expect(coalesceArrivals([one])).toEqual([{ kind: 'one', sender: 'player02', message: one }]);
  });

  it('tells a burst as one count per sender, in the order they first wrote', () => {
    const burst = [from(5, 'player02'), from(6, 'player07'), from(7, 'player02'), from(8, 'player02')];
    expect(coalesceArrivals(burst)).toEqual([
      { kind: 'many', sender: 'player02', count: 3 },
      { kind: 'one', sender: 'player07', message: burst[1] },
    ]);
  });

  it('tells nothing for nothing', () => {
    expect(coalesceArrivals([])).toEqual([]);
  });
});

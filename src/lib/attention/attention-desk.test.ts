import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeLocks } from '@/test/harness/fake-locks';
import { createAttentionDesk, type AttentionDesk } from './attention-desk';

/** Tabs talk over BroadcastChannel, which delivers later: wait for what they should agree on. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 10 });

describe('the tab that alerts', () => {
  const open: AttentionDesk[] = [];
  const tab = (scope = '7') => {
    const desk = createAttentionDesk(scope);
    open.push(desk);
    return desk;
  };
  beforeEach(() => installFakeLocks());
  afterEach(() => {
    for (const desk of open.splice(0)) desk.close();
  });

  it('is exactly one of three tabs of a user, and another when it closes', async () => {
    const tabs = [tab(), tab(), tab()];
    await eventually(() => expect(tabs.filter((d) => d.decides())).toHaveLength(1));
    const first = tabs.find((d) => d.decides())!;
    first.close();
    const rest = tabs.filter((d) => d !== first);
    await eventually(() => expect(rest.filter((d) => d.decides())).toHaveLength(1));
  });

  it('knows a room shown on screen in another tab, and forgets it when that tab hides or leaves', async () => {
    const [a, b] = [tab(), tab()];
    b.setView({ code: 'room-1', visible: true });
    await eventually(() => expect(a.seenSomewhere('room-1')).toBe(true));
    expect(a.seenSomewhere('room-2')).toBe(false);
    b.setView({ code: 'room-1', visible: false });
    await eventually(() => expect(a.seenSomewhere('room-1')).toBe(false));
    b.setView({ code: 'room-1', visible: true });
    await eventually(() => expect(a.seenSomewhere('room-1')).toBe(true));
    b.close();
    await eventually(() => expect(a.seenSomewhere('room-1')).toBe(false));
  });

  it('learns what tabs opened before it show', async () => {
    const a = tab();
    a.setView({ code: 'room-9', visible: true });
    const b = tab();
    await eventually(() => expect(b.seenSomewhere('room-9')).toBe(true));
  });

  it('shares nothing with another user’s tabs', async () => {
    const [a, b] = [tab('7'), tab('8')];
    await eventually(() => expect(a.decides() && b.decides()).toBe(true));
    const c = tab('8');
    c.setView({ code: 'room-1', visible: true });
    await eventually(() => expect(b.seenSomewhere('room-1')).toBe(true));
    expect(a.seenSomewhere('room-1')).toBe(false);
  });
});

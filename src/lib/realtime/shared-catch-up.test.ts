import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyOf } from './tab-notes';
import { closeTabs, fakeServer, openTab, posedLeader } from '@/test/harness/realtime-shared';
import { installFakeLocks } from '@/test/harness/fake-locks';

/** Each tab catches up once per subscription of a channel: not again on a repeated state, and not never. */
describe('catching up through the shared connection', () => {
  beforeEach(() => installFakeLocks());
  afterEach(closeTabs);

  it('a tab that asked while the channel was being confirmed catches up once; a new subscription again', async () => {
    const leader = posedLeader();
    const b = openTab(fakeServer());
    const caught = vi.fn();
    const seenAtReconnect: number[] = [];
    b.onState((s) => s === 'reconnecting' && seenAtReconnect.push(caught.mock.calls.length));
    b.listen('member.1', '.NewMessage', () => {}, caught);
    await vi.waitFor(() => expect(leader.wants).toHaveLength(1), { timeout: 5000 });
    const key = keyOf('member.1', '.NewMessage');
    leader.say({ t: 'state', state: 'live' });
    // The confirmation went to every tab, and b's request, read just after it, is answered too.
    leader.say({ t: 'subscribed', key });
    leader.say({ t: 'subscribed', key, to: leader.wants[0]!.from });
    leader.say({ t: 'state', state: 'reconnecting' });
    leader.say({ t: 'state', state: 'live' });
    leader.say({ t: 'subscribed', key });
    await vi.waitFor(() => expect(caught).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(seenAtReconnect).toEqual([1]);
  });

  it("the same state said again (the answer to a new tab's hello) does not make a tab catch up again", async () => {
    const leader = posedLeader();
    const b = openTab(fakeServer());
    const caught = vi.fn();
    b.listen('member.1', '.NewMessage', () => {}, caught);
    await vi.waitFor(() => expect(leader.wants).toHaveLength(1), { timeout: 5000 });
    const key = keyOf('member.1', '.NewMessage');
    leader.say({ t: 'subscribed', key });
    leader.say({ t: 'state', state: 'connecting' });
    leader.say({ t: 'subscribed', key, to: leader.wants[0]!.from });
    leader.say({ t: 'state', state: 'live' });
    await vi.waitFor(() => expect(b.state).toBe('live'), { timeout: 5000 });
    expect(caught).toHaveBeenCalledTimes(1);
  });

  it('a tab that stops listening and listens again catches up on the answer to its new request', async () => {
    const leader = posedLeader();
    const b = openTab(fakeServer());
    const key = keyOf('member.1', '.NewMessage');
    const stop = b.listen(
      'member.1',
      '.NewMessage',
      () => {},
      () => {},
    );
    await vi.waitFor(() => expect(leader.wants).toHaveLength(1), { timeout: 5000 });
    leader.say({ t: 'state', state: 'live' });
    leader.say({ t: 'subscribed', key });
    stop();
    const again = vi.fn();
    await vi.waitFor(() => expect(leader.wants.at(-1)?.keys).toEqual([]), { timeout: 5000 });
    b.listen('member.1', '.NewMessage', () => {}, again);
    await vi.waitFor(() => expect(leader.wants.at(-1)?.keys).toEqual([key]), { timeout: 5000 });
    leader.say({ t: 'subscribed', key, to: leader.wants.at(-1)!.from });
    await vi.waitFor(() => expect(again).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it('the leading tab, listening to a channel it holds for another tab, catches up at once', async () => {
    const server = fakeServer();
    const [a, b] = [openTab(server), openTab(server)];
    const caught = { a: 0, b: 0 };
    b.listen(
      'member.1',
      '.NewMessage',
      () => {},
      () => caught.b++,
    );
    await vi.waitFor(() => expect(caught.b).toBe(1), { timeout: 5000 });
    a.listen(
      'member.1',
      '.NewMessage',
      () => {},
      () => caught.a++,
    );
    await vi.waitFor(() => expect(caught).toEqual({ a: 1, b: 1 }), { timeout: 5000 });
    expect(server.sockets).toHaveLength(1);
  });
});

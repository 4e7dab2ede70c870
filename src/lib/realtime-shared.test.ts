import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionState, Realtime } from './realtime';
import { createSharedRealtime } from './realtime-shared';
import { keyOf, type TabNote } from './realtime-tab-notes';
import { installFakeLocks } from '@/test/fake-locks';

/** A server connection per leader: records its subscriptions and lets the test push events. */
function fakeServer() {
  const sockets: {
    state: ConnectionState;
    subs: Map<string, { onEvent: (d: unknown) => void; onSubscribed?: () => void }>;
    closed: boolean;
    setState: (s: ConnectionState) => void;
  }[] = [];
  const connect = (): Realtime => {
    const listeners = new Set<(s: ConnectionState) => void>();
    const socket = {
      state: 'connecting' as ConnectionState,
      subs: new Map(),
      closed: false,
      setState(s: ConnectionState) {
        socket.state = s;
        listeners.forEach((l) => l(s));
      },
    };
    sockets.push(socket);
    return {
      get state() {
        return socket.state;
      },
      onState: (l) => (listeners.add(l), () => listeners.delete(l)),
      listen(channel, event, onEvent, onSubscribed) {
        const key = `${channel}|${event}`;
        socket.subs.set(key, { onEvent, onSubscribed });
        // The server confirms the subscription a moment later.
        setTimeout(() => socket.subs.get(key)?.onSubscribed?.(), 5);
        return () => socket.subs.delete(key);
      },
      disconnect() {
        socket.closed = true;
      },
    };
  };
  const open = () => sockets.filter((s) => !s.closed);
  const push = (key: string, data: unknown) => open()[0]!.subs.get(key)?.onEvent(data);
  return { connect, sockets, open, push };
}

const posed: { close: () => void }[] = [];

/** The test holds the lock and speaks for the leader on the tabs' channel; records who asked for what. */
function posedLeader(scope = 'u1') {
  let release = () => {};
  void navigator.locks.request(`realtime:${scope}`, {}, () => new Promise<void>((r) => (release = r)));
  const channel = new BroadcastChannel(`realtime:${scope}`);
  const wants: { from: string; keys: string[] }[] = [];
  channel.onmessage = ({ data }: MessageEvent<TabNote>) => {
    if (data.t === 'want') wants.push(data);
  };
  const leader = {
    wants,
    say: (note: TabNote) => channel.postMessage(note),
    close() {
      channel.close();
      release();
    },
  };
  posed.push(leader);
  return leader;
}

const tabs: Realtime[] = [];
const openTab = (server: ReturnType<typeof fakeServer>, scope = 'u1') => {
  const tab = createSharedRealtime(scope, server.connect);
  tabs.push(tab);
  return tab;
};

describe('one real-time connection per browser', () => {
  beforeEach(() => installFakeLocks());
  afterEach(() => {
    tabs.splice(0).forEach((t) => t.disconnect());
    posed.splice(0).forEach((l) => l.close());
  });

  it('three tabs open one socket, and every tab receives the events of its channels', async () => {
    const server = fakeServer();
    const [a, b, c] = [openTab(server), openTab(server), openTab(server)];
    const got = { a: [] as unknown[], b: [] as unknown[], c: [] as unknown[] };
    a.listen('member.1', '.NewMessage', (d) => got.a.push(d));
    b.listen('member.1', '.NewMessage', (d) => got.b.push(d));
    c.listen('room.x', '.MessageSent', (d) => got.c.push(d));
    await vi.waitFor(
      () => expect([...server.open()[0]!.subs.keys()].sort()).toEqual(['member.1|.NewMessage', 'room.x|.MessageSent']),
      { timeout: 5000 },
    );
    expect(server.sockets).toHaveLength(1);
    server.push('member.1|.NewMessage', { n: 1 });
    server.push('room.x|.MessageSent', { n: 2 });
    await vi.waitFor(() => expect(got).toEqual({ a: [{ n: 1 }], b: [{ n: 1 }], c: [{ n: 2 }] }), { timeout: 5000 });
  });

  it('every tab catches up after the subscription, and shows the connection state', async () => {
    const server = fakeServer();
    const [a, b] = [openTab(server), openTab(server)];
    const caught = { a: 0, b: 0 };
    a.listen(
      'member.1',
      '.NewMessage',
      () => {},
      () => caught.a++,
    );
    b.listen(
      'member.1',
      '.NewMessage',
      () => {},
      () => caught.b++,
    );
    await vi.waitFor(() => expect(caught).toEqual({ a: 1, b: 1 }), { timeout: 5000 });
    server.open()[0]!.setState('live');
    await vi.waitFor(() => expect([a.state, b.state]).toEqual(['live', 'live']), { timeout: 5000 });
    server.open()[0]!.setState('reconnecting');
    await vi.waitFor(() => expect(b.state).toBe('reconnecting'), { timeout: 5000 });
  });

  it('when the leader tab closes another takes over, reconnects, and its tabs catch up', async () => {
    const server = fakeServer();
    const [a, b, c] = [openTab(server), openTab(server), openTab(server)];
    const caught = { b: 0, c: 0 };
    const got: unknown[] = [];
    a.listen('member.1', '.NewMessage', () => {});
    b.listen(
      'member.1',
      '.NewMessage',
      (d) => got.push(d),
      () => caught.b++,
    );
    c.listen(
      'member.1',
      '.NewMessage',
      () => {},
      () => caught.c++,
    );
    await vi.waitFor(() => expect(caught).toEqual({ b: 1, c: 1 }), { timeout: 5000 });
    a.disconnect();
    await vi.waitFor(() => expect(server.open()).toHaveLength(1), { timeout: 5000 });
    expect(server.sockets).toHaveLength(2);
    await vi.waitFor(() => expect(caught).toEqual({ b: 2, c: 2 }), { timeout: 5000 });
    server.push('member.1|.NewMessage', { after: 'handover' });
    await vi.waitFor(() => expect(got).toEqual([{ after: 'handover' }]), { timeout: 5000 });
  });

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

  it('unsubscribes a channel when no tab listens to it any more', async () => {
    const server = fakeServer();
    const [a, b] = [openTab(server), openTab(server)];
    a.listen('member.1', '.NewMessage', () => {});
    const stop = b.listen('room.y', '.MessageSent', () => {});
    await vi.waitFor(() => expect(server.open()[0]!.subs.has('room.y|.MessageSent')).toBe(true), { timeout: 5000 });
    stop();
    await vi.waitFor(() => expect(server.open()[0]!.subs.has('room.y|.MessageSent')).toBe(false), { timeout: 5000 });
    expect(server.open()[0]!.subs.has('member.1|.NewMessage')).toBe(true);
  });

  it('tabs of another signed-in user share nothing', async () => {
    const server = fakeServer();
    openTab(server, 'u1');
    openTab(server, 'u2');
    await vi.waitFor(() => expect(server.sockets).toHaveLength(2), { timeout: 5000 });
  });
});

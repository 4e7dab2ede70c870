import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeTabs, fakeServer, openTab } from '@/test/harness/realtime-shared';
import { installFakeLocks } from '@/test/harness/fake-locks';

describe('one real-time connection per browser', () => {
  beforeEach(() => installFakeLocks());
  afterEach(closeTabs);

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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishAsync } from '@mocks/realtime/broker';
import { dropConnections, setServerDown, subscriberCount } from '@mocks/realtime/msw-pusher';
import { server } from '@mocks/node';
import { signInAs } from '@mocks/server/story-session';
import { db } from '@mocks/db/store';
import { createRealtime, realtimeOptionsFromEnv, type ConnectionState, type Realtime } from './connection';

let realtime: Realtime | null = null;
let token: string | null = null;

function connect(): Realtime {
  const options = realtimeOptionsFromEnv(() => token);
  if (!options) throw new Error('demo realtime settings missing');
  realtime = createRealtime(options);
  return realtime;
}

function record(rt: Realtime): ConnectionState[] {
  const states: ConnectionState[] = [rt.state];
  rt.onState((s) => states.push(s));
  return states;
}

function authHeaders(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/broadcasting/auth')) seen.push(request.headers.get('Authorization') ?? '');
  });
  return seen;
}

afterEach(() => {
  realtime?.disconnect();
  realtime = null;
  setServerDown(false);
  server.events.removeAllListeners();
});

function memberChannel(userId: number): string {
  return `member.${db.state.users.find((u) => u.id === userId)!.member_id}`;
}

describe('createRealtime against the demo Pusher server', () => {
  it('uses the demo settings in a demo build', () => {
    expect(realtimeOptionsFromEnv(() => null)).toMatchObject({
      key: 'demo-key',
      host: '127.0.0.1',
      port: 6001,
      tls: false,
      authEndpoint: '/demo-api/broadcasting/auth',
    });
  });

  it('goes connecting -> live, and subscribes to the member channel with the current token', async () => {
    token = signInAs(1);
    const rt = connect();
    const states = record(rt);
    const events: unknown[] = [];
    const subscribed = vi.fn();
    rt.listen(memberChannel(1), 'NewMessage', (data) => events.push(data), subscribed);
    await vi.waitFor(() => expect(subscribed).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(states).toEqual(['connecting', 'live']);

    await publishAsync(memberChannel(1), 'NewMessage', { message_id: 7, content: 'hi' });
    await vi.waitFor(() => expect(events).toEqual([{ message_id: 7, content: 'hi' }]), { timeout: 5000 });
  });

  it('reads the token at every auth request, and is refused a member channel of someone else', async () => {
    const headers = authHeaders();
    token = signInAs(1);
    const rt = connect();
    const first = vi.fn();
    rt.listen('room.r1', 'MessageSent', () => {}, first);
    await vi.waitFor(() => expect(first).toHaveBeenCalled(), { timeout: 5000 });

    const second = signInAs(2);
    token = second;
    const own = vi.fn();
    rt.listen(memberChannel(2), 'NewMessage', () => {}, own);
    await vi.waitFor(() => expect(own).toHaveBeenCalled(), { timeout: 5000 });
    expect(headers.slice(0, 2)).toEqual(['Bearer story-token-1', `Bearer ${second}`]);

    const foreign = vi.fn();
    rt.listen(memberChannel(1), 'NewMessage', () => {}, foreign);
    await vi.waitFor(() => expect(headers).toHaveLength(3), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(foreign).not.toHaveBeenCalled();
    expect(subscriberCount(`private-${memberChannel(1)}`)).toBe(0);
  });

  it('shares one subscription between listeners and leaves the channel with the last one', async () => {
    token = signInAs(1);
    const rt = connect();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const subscribedA = vi.fn();
    const subscribedB = vi.fn();
    const stopA = rt.listen('room.shared', 'MessageSent', (d) => a.push(d), subscribedA);
    await vi.waitFor(() => expect(subscribedA).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const stopB = rt.listen('room.shared', '.MessageSent', (d) => b.push(d), subscribedB);
    // The second listener joins a live subscription: its catch-up moment comes at once.
    await vi.waitFor(() => expect(subscribedB).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(subscriberCount('private-room.shared')).toBe(1);

    await publishAsync('room.shared', 'MessageSent', { n: 1 });
    await vi.waitFor(() => expect([a, b]).toEqual([[{ n: 1 }], [{ n: 1 }]]), { timeout: 5000 });

    stopA();
    await publishAsync('room.shared', 'MessageSent', { n: 2 });
    await vi.waitFor(() => expect(b).toEqual([{ n: 1 }, { n: 2 }]), { timeout: 5000 });
    expect(a).toEqual([{ n: 1 }]);
    expect(subscriberCount('private-room.shared')).toBe(1);

    stopB();
    await vi.waitFor(() => expect(subscriberCount('private-room.shared')).toBe(0), { timeout: 5000 });
  });

  it('runs onSubscribed again after the connection drops, and reports reconnecting', async () => {
    token = signInAs(1);
    const rt = connect();
    const states = record(rt);
    const subscribed = vi.fn();
    const events: unknown[] = [];
    rt.listen('room.r2', 'MessageSent', (d) => events.push(d), subscribed);
    await vi.waitFor(() => expect(subscribed).toHaveBeenCalledTimes(1), { timeout: 5000 });

    dropConnections();
    await vi.waitFor(() => expect(subscribed).toHaveBeenCalledTimes(2), { timeout: 8000 });
    expect(states).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    await publishAsync('room.r2', 'MessageSent', { after: 'drop' });
    await vi.waitFor(() => expect(events).toEqual([{ after: 'drop' }]), { timeout: 5000 });
  });

  it('is offline while the server is down, then live and subscribed again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      token = signInAs(1);
      const rt = connect();
      const states = record(rt);
      const subscribed = vi.fn();
      rt.listen('room.r3', 'MessageSent', () => {}, subscribed);
      await vi.waitFor(
        async () => {
          await vi.advanceTimersByTimeAsync(50);
          expect(subscribed).toHaveBeenCalledTimes(1);
        },
        { timeout: 5000 },
      );

      setServerDown(true);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(rt.state).toBe('offline');
      setServerDown(false);
      await vi.waitFor(
        async () => {
          await vi.advanceTimersByTimeAsync(500);
          expect(subscribed).toHaveBeenCalledTimes(2);
        },
        { timeout: 5000 },
      );
      expect(states[0]).toBe('connecting');
      expect(states.slice(1, 3)).toEqual(['live', 'reconnecting']);
      expect(states).toContain('offline');
      expect(states.at(-1)).toBe('live');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects an event over the server limit', () => {
    expect(() => publishAsync('room.big', 'MessageSent', { image: 'x'.repeat(110 * 1024) })).toThrow(/refuses/);
  });
});

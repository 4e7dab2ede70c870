import type { ConnectionState, Realtime } from '@/lib/realtime/connection';
import { createSharedRealtime } from '@/lib/realtime/shared';
import type { TabNote } from '@/lib/realtime/tab-notes';

/** A server connection per leader: records its subscriptions and lets the test push events. */
export function fakeServer() {
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
export function posedLeader(scope = 'u1') {
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
export const openTab = (server: ReturnType<typeof fakeServer>, scope = 'u1') => {
  const tab = createSharedRealtime(scope, server.connect);
  tabs.push(tab);
  return tab;
};

/** Closes the tabs and posed leaders of a test (each test's afterEach). */
export function closeTabs() {
  tabs.splice(0).forEach((t) => t.disconnect());
  posed.splice(0).forEach((l) => l.close());
}

import type { ConnectionState, Realtime } from './connection';
import { keyOf, splitKey, type TabNote as Note } from './tab-notes';

type Listener = { onEvent: (data: unknown) => void; onSubscribed?: (() => void) | undefined };

export const canShareAcrossTabs = () =>
  typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator;

/**
 * One real-time connection per browser instead of one per tab. The tabs of one signed-in user race
 * for a Web Lock: the holder (the leader) opens the connection, subscribes to what any tab listens
 * to, and forwards every event, every (re)subscription and its connection state to the others over a
 * BroadcastChannel; the others open no socket. When the leader tab closes or crashes the browser
 * releases the lock, the next tab takes it within moments, connects, and every tab's onSubscribed
 * runs: each catches up as after a reconnect. `scope` names the user (tabs of another user share
 * nothing); `connect` opens the real connection, only ever in the leader.
 */
export function createSharedRealtime(scope: string, connect: () => Realtime): Realtime {
  const me = crypto.randomUUID();
  const bus = new BroadcastChannel(`realtime:${scope}`);
  const abort = new AbortController();
  const local = new Map<string, Set<Listener>>();
  const remote = new Map<string, Set<string>>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  /** Keys whose channel is subscribed now, as far as this tab knows. */
  const subscribed = new Set<string>();
  let state: ConnectionState = 'connecting';
  let closed = false;
  let leader: { connection: Realtime; listens: Map<string, () => void>; release: () => void } | null = null;

  const post = (note: Note) => {
    if (!closed) bus.postMessage(note);
  };
  const setState = (next: ConnectionState) => {
    if (next === state) return;
    // Leaving live ends every subscription; a repeated note of the same state (the leader's answer to
    // a new tab's hello) does not end the ones confirmed meanwhile.
    if (next !== 'live') subscribed.clear();
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  };
  const deliver = (key: string, data: unknown) => {
    for (const l of [...(local.get(key) ?? [])]) l.onEvent(data);
  };
  const caughtUp = (key: string) => {
    subscribed.add(key);
    for (const l of [...(local.get(key) ?? [])]) l.onSubscribed?.();
  };

  /** Leader: holds exactly one subscription for every key some tab listens to. */
  function syncSubscriptions() {
    if (!leader) return;
    const wanted = new Set(local.keys());
    for (const keys of remote.values()) for (const key of keys) wanted.add(key);
    for (const [key, stop] of leader.listens)
      if (!wanted.has(key)) {
        stop();
        leader.listens.delete(key);
        subscribed.delete(key);
      }
    for (const key of wanted) {
      if (leader.listens.has(key)) continue;
      const [channel, event] = splitKey(key);
      leader.listens.set(
        key,
        leader.connection.listen(
          channel,
          event,
          (data) => {
            deliver(key, data);
            post({ t: 'event', key, data });
          },
          () => {
            caughtUp(key);
            post({ t: 'subscribed', key });
          },
        ),
      );
    }
  }

  function lead(release: () => void) {
    if (closed) return release();
    const connection = connect();
    leader = { connection, listens: new Map(), release };
    subscribed.clear();
    connection.onState((next) => {
      setState(next);
      post({ t: 'state', state: next });
    });
    setState(connection.state);
    syncSubscriptions();
    post({ t: 'leader', from: me });
    post({ t: 'state', state: connection.state });
  }

  function tellWants() {
    post({ t: 'want', from: me, keys: [...local.keys()] });
  }

  bus.onmessage = ({ data: note }: MessageEvent<Note>) => {
    if (closed) return;
    switch (note.t) {
      case 'hello':
        if (leader) post({ t: 'state', state });
        break;
      case 'leader':
        if (leader) break;
        // A new leader holds a new connection: every channel will be confirmed, and caught up, anew.
        subscribed.clear();
        tellWants();
        break;
      case 'want': {
        if (!leader) break;
        const before = remote.get(note.from) ?? new Set<string>();
        remote.set(note.from, new Set(note.keys));
        syncSubscriptions();
        // A tab that joins a channel already subscribed catches up now, as a local listener would.
        for (const key of note.keys)
          if (!before.has(key) && subscribed.has(key)) post({ t: 'subscribed', key, to: note.from });
        break;
      }
      case 'bye':
        if (leader && remote.delete(note.from)) syncSubscriptions();
        break;
      case 'state':
        if (!leader) setState(note.state);
        break;
      case 'event':
        if (!leader) deliver(note.key, note.data);
        break;
      case 'subscribed':
        // Asking for a channel while it was being confirmed, a tab hears it twice (broadcast and
        // answer): it catches up once. A reconnect or hand-over first clears `subscribed` (state).
        if (leader || (note.to !== undefined && note.to !== me)) break;
        if (local.has(note.key) && !subscribed.has(note.key)) caughtUp(note.key);
        break;
    }
  };

  navigator.locks
    .request(`realtime:${scope}`, { signal: abort.signal }, () => new Promise<void>((release) => lead(release)))
    .catch(() => undefined);
  post({ t: 'hello', from: me });
  const leave = () => post({ t: 'bye', from: me });
  window.addEventListener('pagehide', leave);

  return {
    get state() {
      return state;
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    listen(channel, event, onEvent, onSubscribed) {
      const key = keyOf(channel, event);
      const listener: Listener = { onEvent, onSubscribed };
      const known = local.has(key);
      if (!known) local.set(key, new Set());
      local.get(key)!.add(listener);
      if (!known) {
        if (leader) syncSubscriptions();
        else tellWants();
      }
      // Joining a channel already subscribed here (for another listener or tab): catch up now.
      if (onSubscribed && subscribed.has(key)) {
        queueMicrotask(() => {
          if (local.get(key)?.has(listener)) onSubscribed();
        });
      }
      return () => {
        const set = local.get(key);
        if (!set?.delete(listener) || set.size > 0) return;
        local.delete(key);
        if (leader) syncSubscriptions();
        else {
          subscribed.delete(key); // listening again asks again; the leader's answer is the catch-up
          tellWants();
        }
      };
    },
    disconnect() {
      leave();
      closed = true;
      window.removeEventListener('pagehide', leave);
      abort.abort();
      local.clear();
      if (leader) {
        leader.connection.disconnect();
        leader.release();
        leader = null;
      }
      bus.close();
    },
  };
}

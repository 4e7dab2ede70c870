import Echo from 'laravel-echo';
import type PusherClass from 'pusher-js';
// @ts-expect-error -- pusher-js types only its package root. The browser build by name: what Vite bundles
// anyway, and what Vitest's jsdom then loads too (the package's main is the Node build, whose own TCP
// socket would bypass the demo backend's WebSocket mock).
import PusherWebBuild from 'pusher-js/dist/web/pusher.js';
import { DEMO_REALTIME } from '@/config/demo-env';
import { usesSoketi } from '@/config/demo-realtime-mode';
import { env } from '@/config/env';
import type { ConnectionState } from './connection-state';
import { superviseReconnects } from './reconnect';

export type { ConnectionState };

/**
 * Real-time updates: Laravel Echo over pusher-js, private channels only (`private-member.{id}`
 * carries NewMessage, `private-room.{code}` carries MessageSent). Events missed while the socket
 * was down are never replayed by the server: `onSubscribed` of `listen` is the moment to refetch.
 * A dropped socket comes back with full jitter (./reconnect.ts), not pusher-js's fixed 1 s.
 */

export type RealtimeOptions = {
  key: string;
  host: string;
  port: number;
  tls: boolean;
  authEndpoint: string;
  getToken: () => string | null;
  /**
   * Whether the tabs of one browser can share one connection (./shared.ts): true wherever
   * every tab reaches the same server; not for the demo's in-page server, which lives in one tab.
   */
  shareAcrossTabs: boolean;
};

export interface Realtime {
  readonly state: ConnectionState;
  onState(listener: (state: ConnectionState) => void): () => void;
  /** Listens to `event` on private channel `channel` (given without the 'private-' prefix, e.g. 'room.abc').
   *  `onSubscribed` runs after EVERY successful (re)subscription (pusher:subscription_succeeded), the moment to catch up. */
  listen(channel: string, event: string, onEvent: (data: unknown) => void, onSubscribed?: () => void): () => void;
  disconnect(): void;
}

const Pusher = PusherWebBuild as typeof PusherClass;

type Listener = { event: string; onEvent: (data: unknown) => void; onSubscribed?: (() => void) | undefined };
type Subscription = {
  channel: ReturnType<Echo<'pusher'>['private']>;
  listeners: Set<Listener>;
  /** One pusher-js binding per event name, fanning out to the listeners of that event. */
  dispatchers: Map<string, (data: unknown) => void>;
};

/** The server uses broadcastAs: Echo must not prefix the event with a namespace (leading dot). */
const echoEventName = (event: string) => (event.startsWith('.') ? event : `.${event}`);

export function createRealtime(options: RealtimeOptions): Realtime {
  const echo = new Echo<'pusher'>({
    broadcaster: 'pusher',
    Pusher,
    key: options.key,
    cluster: 'mt1', // required by pusher-js, unused with wsHost
    wsHost: options.host,
    wsPort: options.port,
    wssPort: options.port,
    forceTLS: options.tls,
    enabledTransports: ['ws', 'wss'],
    enableStats: false, // pusher-js 8 warns about the older disableStats
    withoutInterceptors: true,
    // Echo's bearerToken is read once; headersProvider runs on every auth request, so a (re)subscription
    // after the token changed sends the current one. pusher-js then ignores auth/authEndpoint.
    channelAuthorization: {
      endpoint: options.authEndpoint,
      transport: 'ajax',
      headersProvider: () => {
        const token = options.getToken();
        return token
          ? { Authorization: `Bearer ${token}`, Accept: 'application/json' }
          : { Accept: 'application/json' };
      },
    },
  });
  const pusher = echo.connector.pusher;
  const subscriptions = new Map<string, Subscription>();
  const supervisor = superviseReconnects({
    connect: () => pusher.connect(),
    disconnect: () => pusher.disconnect(),
    onStateChange: (listener) =>
      pusher.connection.bind('state_change', ({ current }: { current: string }) => listener(current)),
    onRetryScheduled: (listener) => pusher.connection.bind('connecting_in', listener),
  });
  const online = () => supervisor.retryNow();
  window.addEventListener('online', online);

  function subscription(name: string): Subscription {
    const existing = subscriptions.get(name);
    if (existing) return existing;
    const sub: Subscription = { channel: echo.private(name), listeners: new Set(), dispatchers: new Map() };
    sub.channel.subscribed(() => {
      for (const listener of [...sub.listeners]) listener.onSubscribed?.();
    });
    subscriptions.set(name, sub);
    return sub;
  }

  return {
    get state() {
      return supervisor.state;
    },
    onState(listener) {
      return supervisor.onState(listener);
    },
    listen(channel, event, onEvent, onSubscribed) {
      const sub = subscription(channel);
      const name = echoEventName(event);
      const listener: Listener = { event: name, onEvent, onSubscribed };
      sub.listeners.add(listener);
      if (!sub.dispatchers.has(name)) {
        const dispatch = (data: unknown) => {
          for (const l of [...sub.listeners]) if (l.event === name) l.onEvent(data);
        };
        sub.dispatchers.set(name, dispatch);
        sub.channel.listen(name, dispatch);
      }
      // Joining a channel that is already subscribed: this listener's first catch-up moment is now.
      if (onSubscribed && sub.channel.subscription.subscribed) {
        queueMicrotask(() => {
          if (sub.listeners.has(listener) && subscriptions.get(channel) === sub) onSubscribed();
        });
      }
      return () => {
        if (!sub.listeners.delete(listener)) return;
        if (![...sub.listeners].some((l) => l.event === name)) {
          const dispatch = sub.dispatchers.get(name);
          sub.dispatchers.delete(name);
          if (dispatch) sub.channel.stopListening(name, dispatch);
        }
        if (sub.listeners.size === 0 && subscriptions.get(channel) === sub) {
          subscriptions.delete(channel);
          echo.leaveChannel(`private-${channel}`);
        }
      };
    },
    disconnect() {
      supervisor.stop();
      window.removeEventListener('online', online);
      subscriptions.clear();
      echo.disconnect();
    },
  };
}

/** The app's settings: the demo's own server in a demo build; null when no key is configured. */
export function realtimeOptionsFromEnv(getToken: () => string | null): RealtimeOptions | null {
  const authEndpoint = `${env.apiBase}broadcasting/auth`;
  if (import.meta.env.VITE_DEMO === '1' && env.demo) {
    const { key, host, port, tls } = DEMO_REALTIME;
    return { key, host, port, tls, authEndpoint, getToken, shareAcrossTabs: usesSoketi() };
  }
  if (!env.pusher.key) return null;
  return { ...env.pusher, authEndpoint, getToken, shareAcrossTabs: true };
}

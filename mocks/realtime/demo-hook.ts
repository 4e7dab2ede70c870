import { createRealtime, realtimeOptionsFromEnv, type Realtime } from '@/lib/realtime/connection';
import { storage } from '@/lib/storage';
import { db } from '../db/store';
import { publishAsync } from './broker';
import { usesSoketi } from './mode';
import { dropConnections, setServerDown } from './msw-pusher';

/**
 * `window.__demoRealtime`, present only in the demo (mocks/browser.ts installs it): drives the
 * real-time layer from a console or an e2e test before any screen uses it.
 * - `connect()`: a new connection with the app's own settings and the stored token;
 * - `memberChannel()`: 'member.<member_id>' of the signed-in user, or null;
 * - `publish(channel, event, data)`: broadcasts as the backend would, resolved once sent;
 * - `dropConnections()`, `setServerDown(down)`: faults of the in-page server (no effect on soketi).
 */
export type DemoRealtimeHook = {
  mode: 'msw' | 'soketi';
  connect(): Realtime;
  memberChannel(): string | null;
  publish(channel: string, event: string, data: unknown): Promise<void>;
  dropConnections(): void;
  setServerDown(down: boolean): void;
};

declare global {
  interface Window {
    __demoRealtime?: DemoRealtimeHook;
  }
}

export function installDemoRealtimeHook(): void {
  window.__demoRealtime = {
    mode: usesSoketi() ? 'soketi' : 'msw',
    connect() {
      const options = realtimeOptionsFromEnv(() => storage.get('user_token'));
      if (!options) throw new Error('Real-time is not configured');
      return createRealtime(options);
    },
    memberChannel() {
      const token = storage.get('user_token');
      const userId = token ? db.state.sessions[token] : undefined;
      const user = db.state.users.find((u) => u.id === userId);
      return user ? `member.${user.member_id}` : null;
    },
    publish: publishAsync,
    dropConnections,
    setServerDown,
  };
}

import type { ConnectionState } from './connection';

/** What the tabs of one browser say to each other on their BroadcastChannel (`realtime:{scope}`). */
export type TabNote =
  | { t: 'hello'; from: string }
  | { t: 'leader'; from: string }
  | { t: 'want'; from: string; keys: string[] }
  | { t: 'bye'; from: string }
  | { t: 'state'; state: ConnectionState }
  | { t: 'event'; key: string; data: unknown }
  | { t: 'subscribed'; key: string; to?: string };

/** A channel and an event, as one key. */
export const keyOf = (channel: string, event: string) => `${channel}\n${event}`;
export const splitKey = (key: string) => key.split('\n') as [string, string];

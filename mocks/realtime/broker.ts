import { usesSoketi } from './mode';
import { publishToSockets } from './msw-pusher';
import { privateChannelName } from './signature';
import { publishToSoketi } from './soketi-publisher';

/** soketi's default event size limit; Pusher's own is 10 KB. Images travel by URL, never in an event. */
export const MAX_EVENT_BYTES = 100 * 1024;

/**
 * What the demo backend's handlers call to broadcast, as a Laravel server would after saving:
 * `publish('room.abc', 'MessageSent', payload)` (the 'private-' prefix is optional). Goes to the
 * in-page socket, or to soketi in the e2e tests' soketi mode. Events nobody listens to are lost,
 * as on the real server.
 */
export function publish(channel: string, event: string, data: unknown): void {
  publishAsync(channel, event, data).catch((error: unknown) => console.error(error));
}

/**
 * publish() for callers that wait until the server took the event (tests, demo controls). An
 * oversized event throws at once, like a programming error, rather than vanishing as on soketi.
 */
export function publishAsync(channel: string, event: string, data: unknown): Promise<void> {
  const name = privateChannelName(channel);
  const size = new TextEncoder().encode(JSON.stringify(data)).length;
  if (size > MAX_EVENT_BYTES)
    throw new Error(`Event ${event} on ${name} is ${size} bytes; the server refuses events over ${MAX_EVENT_BYTES}`);
  if (usesSoketi()) return publishToSoketi(name, event, data);
  publishToSockets(name, event, data);
  return Promise.resolve();
}

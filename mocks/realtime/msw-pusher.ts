import { ws, type WebSocketHandlerConnection } from 'msw';
import { DEMO_REALTIME } from '@/config/demo-env';
import { channelAuth } from './signature';

/**
 * An in-page Pusher-protocol server (protocol 7) for the demo, Storybook and unit tests: the socket
 * pusher-js opens to ws://127.0.0.1:6001/app/<key> is answered here, never leaves the page.
 */
export const pusherLink = ws.link(`ws://${DEMO_REALTIME.host}:${DEMO_REALTIME.port}/app/:key`);
/** pusher-js falls back to wss when ws fails (a server down): the same server answers it. */
const pusherTlsLink = ws.link(`wss://${DEMO_REALTIME.host}:${DEMO_REALTIME.port}/app/:key`);

type Client = WebSocketHandlerConnection['client'];
type Connection = { socketId: string; channels: Set<string> };

const connections = new Map<Client, Connection>();
let serverDown = false;

/** Like a dropped TCP connection: pusher-js reconnects by itself (1006 = closed abnormally). */
const ABNORMAL_CLOSURE = 1006;

const send = (client: Client, message: Record<string, unknown>) => client.send(JSON.stringify(message));
const randomPart = () => String(Math.floor(Math.random() * 1_000_000_000));

type Incoming = { event?: unknown; data?: { channel?: unknown; auth?: unknown } };

function parse(data: unknown): Incoming | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    return typeof message === 'object' && message !== null ? (message as Incoming) : null;
  } catch {
    return null;
  }
}

function subscribe(client: Client, connection: Connection, channel: string, auth: unknown) {
  const isPrivate = channel.startsWith('private-');
  if (isPrivate && auth !== channelAuth(connection.socketId, channel)) {
    send(client, {
      event: 'pusher:subscription_error',
      channel,
      data: JSON.stringify({ type: 'AuthError', error: 'The connection is unauthorized.', status: 401 }),
    });
    return;
  }
  connection.channels.add(channel);
  send(client, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
}

function onConnection({ client, params }: WebSocketHandlerConnection) {
  if (serverDown) {
    client.close(ABNORMAL_CLOSURE, 'Server down');
    return;
  }
  if (params.key !== DEMO_REALTIME.key) {
    send(client, {
      event: 'pusher:error',
      data: { code: 4001, message: `App key ${String(params.key)} not in this cluster.` },
    });
    client.close(4001, 'App key not known');
    return;
  }
  const connection: Connection = { socketId: `${randomPart()}.${randomPart()}`, channels: new Set() };
  connections.set(client, connection);
  send(client, {
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: connection.socketId, activity_timeout: 120 }),
  });
  client.addEventListener('message', (event) => {
    const message = parse(event.data);
    if (!message) return;
    const channel = typeof message.data?.channel === 'string' ? message.data.channel : null;
    if (message.event === 'pusher:ping') send(client, { event: 'pusher:pong', data: {} });
    else if (message.event === 'pusher:subscribe' && channel)
      subscribe(client, connection, channel, message.data?.auth);
    else if (message.event === 'pusher:unsubscribe' && channel) connection.channels.delete(channel);
  });
  client.addEventListener('close', () => connections.delete(client));
}

export const pusherSocketHandler = pusherLink.addEventListener('connection', onConnection);
export const pusherTlsSocketHandler = pusherTlsLink.addEventListener('connection', onConnection);

/** Sends an event to every socket subscribed to `channel` (its full name, 'private-room.abc'). */
export function publishToSockets(channel: string, event: string, data: unknown): void {
  const message = JSON.stringify({ event, channel, data: JSON.stringify(data) });
  for (const [client, connection] of connections) if (connection.channels.has(channel)) client.send(message);
}

/** Demo control: closes every client socket, as a network drop would; pusher-js reconnects. */
export function dropConnections(): void {
  const clients = [...connections.keys()];
  connections.clear();
  for (const client of clients) client.close(ABNORMAL_CLOSURE, 'Connection dropped');
}

/** Demo control: while down, open sockets are closed and new ones refused. */
export function setServerDown(down: boolean): void {
  serverDown = down;
  if (down) dropConnections();
}

/** How many sockets are subscribed to `channel` (full name): lets tests see shared subscriptions. */
export function subscriberCount(channel: string): number {
  return [...connections.values()].filter((c) => c.channels.has(channel)).length;
}

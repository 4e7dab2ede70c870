import { broadcastingAuthHandler } from './broadcasting-auth';
import { pusherSocketHandler, pusherTlsSocketHandler } from './msw-pusher';

/** The in-page Pusher server's sockets (ws and pusher-js's wss fallback), left out in soketi mode. */
export const pusherSocketHandlers = [pusherSocketHandler, pusherTlsSocketHandler];

/** Channel authorization and the in-page Pusher server (see mocks/browser.ts for soketi mode). */
export const realtimeHandlers = [broadcastingAuthHandler, ...pusherSocketHandlers];

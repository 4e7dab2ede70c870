import { setupWorker } from 'msw/browser';
import { seedBigList } from './db/big-list';
import { db } from './db/store';
import { handlers, realtimeHandlers } from './handlers';
import { installDemoRealtimeHook } from './realtime/demo-hook';
import { installDemoChatHook } from './server/chat-events';
import { pusherSocketHandlers } from './realtime/handlers';
import { usesSoketi } from './realtime/mode';

/** Starts the embedded demo backend in the browser (npm start, the demo build, e2e). */
export async function startDemoBackend(): Promise<void> {
  db.enablePersistence();
  // ?demoUsers=50000 adds that many generated accounts (the big-list case); too big to persist, so a reload without it drops them.
  const demoUsers = Number(new URLSearchParams(location.search).get('demoUsers'));
  if (demoUsers > 0) seedBigList(Math.min(demoUsers, 200_000));
  // Soketi mode (e2e): the page's socket must reach the real server, so the in-page one is left out.
  const realtime = usesSoketi()
    ? realtimeHandlers.filter((h) => !pusherSocketHandlers.some((s) => s === h))
    : realtimeHandlers;
  const worker = setupWorker(...handlers, ...realtime);
  installDemoRealtimeHook();
  installDemoChatHook();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

export function resetDemoData(): void {
  db.reset();
}

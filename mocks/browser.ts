import { setupWorker } from 'msw/browser';
import { seedBigList } from './db/big-list';
import { seedBusyDesk } from './db/busy-desk';
import { db } from './db/store';
import { handlers, realtimeHandlers } from './handlers';
import { installDemoRealtimeHook } from './realtime/demo-hook';
import { installDemoChatHook } from './server/chat-events';
import { answerQuickly } from './server/latency';
import { pusherSocketHandlers } from './realtime/handlers';
import { usesSoketi } from './realtime/mode';
import { trustedScriptUrl } from '@/lib/trusted-types';

/** Starts the embedded demo backend in the browser (npm start, the demo build, e2e). */
export async function startDemoBackend(): Promise<void> {
  db.enablePersistence();
  // ?demoUsers=50000 adds that many generated accounts (the big-list case); too big to persist, so a reload without it drops them.
  const demoUsers = Number(new URLSearchParams(location.search).get('demoUsers'));
  if (demoUsers > 0) seedBigList(Math.min(demoUsers, 200_000));
  // ?demoRooms=300 gives each demo staff account that many generated rooms (the busy desk); memory only too.
  const demoRooms = Number(new URLSearchParams(location.search).get('demoRooms'));
  if (demoRooms > 0) seedBusyDesk(Math.min(demoRooms, 2000));
  // Soketi mode (e2e): the page's socket must reach the real server, so the in-page one is left out.
  const realtime = usesSoketi()
    ? realtimeHandlers.filter((h) => !pusherSocketHandlers.some((s) => s === h))
    : realtimeHandlers;
  // Local storage `demo_latency_ms` (set by the e2e tests' signed-in states) makes every answer take that
  // fixed time instead of a realistic 100–400 ms: a test waits for what the user sees whatever the time,
  // and one that visits a dozen screens otherwise spends most of its time waiting on the demo.
  const latency = localStorage.getItem('demo_latency_ms');
  if (latency !== null && Number(latency) >= 0) answerQuickly(Number(latency));
  const worker = setupWorker(...handlers, ...realtime);
  installDemoRealtimeHook();
  installDemoChatHook();
  const url = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  await registerWorker(url);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url } });
}

/**
 * Registers the demo backend's service worker through the app's Trusted Types policy, and waits
 * until it controls the page. The served policy requires Trusted Types for scripts, and msw turns any
 * URL it is given into text before registering (`serviceWorker.url.toString()`), which the policy
 * refuses. Finding this registration already in control, msw uses it and does not register again, so
 * the demo needs no 'default' policy either.
 */
async function registerWorker(url: string): Promise<void> {
  // Without service workers (not a secure context) msw reports the problem itself.
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const registration = await container.register(trustedScriptUrl(url));
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  await new Promise<void>((resolve) => {
    // Activated means it has claimed the page (public/mockServiceWorker.js). An active worker that
    // does not control the page (a hard reload) is msw's case: it reloads the page itself.
    const settled = () => {
      if (!worker || container.controller || worker.state === 'activated' || worker.state === 'redundant') resolve();
    };
    container.addEventListener('controllerchange', settled, { once: true });
    worker?.addEventListener('statechange', settled);
    settled();
  });
}

export function resetDemoData(): void {
  db.reset();
}

import { setupWorker } from 'msw/browser';
import { seedBigList } from './db/big-list';
import { db } from './db/store';
import { handlers } from './handlers';

/** Starts the embedded demo backend in the browser (npm start, the demo build, e2e). */
export async function startDemoBackend(): Promise<void> {
  db.enablePersistence();
  // ?demoUsers=50000 adds that many generated accounts (the big-list case); too big to persist, so a reload without it drops them.
  const demoUsers = Number(new URLSearchParams(location.search).get('demoUsers'));
  if (demoUsers > 0) seedBigList(Math.min(demoUsers, 200_000));
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

export function resetDemoData(): void {
  db.reset();
}

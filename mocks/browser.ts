import { setupWorker } from 'msw/browser';
import { db } from './db/store';
import { handlers } from './handlers';

/** Starts the embedded demo backend in the browser (npm start, the demo build, e2e). */
export async function startDemoBackend(): Promise<void> {
  db.enablePersistence();
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` } });
}

export function resetDemoData(): void {
  db.reset();
}

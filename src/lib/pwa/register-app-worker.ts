import { trustedScriptUrl } from '@/lib/trusted-types';
import { offerUpdate } from './app-update';

/** A tab left open for days still hears of a deploy: the server is asked again this often. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

const reload = () => window.location.reload();

/**
 * Registers the app's service worker (built by config/app-worker.ts) and offers a new version when
 * one is installed and waiting. The new worker takes over only when staff choose Reload: then it is
 * told to skip waiting (the message Workbox's worker listens for) and the page reloads once it
 * controls the page. Where another tab already let it in, Reload is a plain reload.
 *
 * The platform's own API, not workbox-window: the prompt needs only "a worker is waiting", which the
 * registration says itself, and every page would otherwise carry the library's 2 KiB for it.
 */
export async function registerAppWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const base = import.meta.env.BASE_URL;
  const registration = await container.register(trustedScriptUrl(`${base}sw.js`), { scope: base });
  const offer = () =>
    offerUpdate(() => {
      const waiting = registration.waiting;
      if (!waiting) return reload();
      container.addEventListener('controllerchange', reload, { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  // A worker installed beside one already in control is an update; the very first one is not.
  const follow = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offer();
    });
  if (registration.waiting && container.controller) offer();
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, UPDATE_CHECK_MS);
}

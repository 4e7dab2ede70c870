import { trustedScriptUrl } from '@/lib/trusted-types';
import { offerUpdate } from './app-update';

/** A tab left open for days still hears of a deploy: the server is asked again this often. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

const reload = () => window.location.reload();

/**
 * Registers the app's service worker (built by config/app-worker.ts) and offers a new version when
 * one is installed and waiting. The new worker takes over only when staff choose Reload: then it is
 * told to skip waiting and the page reloads once it controls the page. Where another tab already
 * let it in, Reload is a plain reload.
 */
export async function registerAppWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const url = `${import.meta.env.BASE_URL}sw.js`;
  const workbox = new Workbox(trustedScriptUrl(url), { scope: import.meta.env.BASE_URL });
  const offer = () =>
    offerUpdate(() => {
      void navigator.serviceWorker.getRegistration().then((registration) => {
        if (!registration?.waiting) return reload();
        navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
        workbox.messageSkipWaiting();
      });
    });
  workbox.addEventListener('waiting', offer);
  const registration = await workbox.register();
  // An update the browser found while this page loaded (a reload looks for one) may be installing
  // already: Workbox reports only the updates it saw start, so this one is followed here.
  const installing = registration?.installing;
  if (installing && navigator.serviceWorker.controller)
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  const check = () => void workbox.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, UPDATE_CHECK_MS);
}

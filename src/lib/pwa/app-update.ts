import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app is installed and waiting, and what takes it: one value for the
 * page, set by the service worker's registration (register-app-worker.ts), read by the prompt.
 */
type Update = { apply: () => void } | null;

let current: Update = null;
const listeners = new Set<() => void>();

export function offerUpdate(apply: () => void): void {
  current = { apply };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting update, or null while the running version is the newest this page knows of. */
export function useAppUpdate(): Update {
  return useSyncExternalStore(subscribe, () => current);
}

import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';

/** What one staff user chose for the chat's alerts in this browser. */
export type AttentionPrefs = {
  /** Desktop notifications wanted (the browser's permission is asked separately, on a press). */
  notify: boolean;
  /** A short sound for a member's message; off until turned on, as browsers refuse sound before a gesture. */
  sound: boolean;
  /** Room codes whose messages neither notify nor sound. */
  muted: readonly string[];
};

const OFF: AttentionPrefs = { notify: false, sound: false, muted: [] };
type Saved = Record<string, Partial<AttentionPrefs>>;

const listeners = new Set<() => void>();
let cache: { user: string; raw: string | null; prefs: AttentionPrefs } | null = null;

function read(user: string): AttentionPrefs {
  const raw = storage.get('chat_attention');
  if (cache && cache.user === user && cache.raw === raw) return cache.prefs;
  const saved = storage.getJson<Saved>('chat_attention', {})[user] ?? {};
  const prefs: AttentionPrefs = {
    notify: saved.notify === true,
    sound: saved.sound === true,
    muted: Array.isArray(saved.muted) ? saved.muted.filter((c): c is string => typeof c === 'string') : [],
  };
  cache = { user, raw, prefs };
  return prefs;
}

const currentUser = () => storage.get('user_id') ?? '';

/** The signed-in user's choices (all off for a user who never chose). */
export function getAttentionPrefs(): AttentionPrefs {
  const user = currentUser();
  return user ? read(user) : OFF;
}

/** Saves a change for the signed-in user; every tab of this browser sees it. */
export function updateAttentionPrefs(change: Partial<AttentionPrefs>): void {
  const user = currentUser();
  if (!user) return;
  const all = storage.getJson<Saved>('chat_attention', {});
  storage.setJson('chat_attention', { ...all, [user]: { ...read(user), ...change } });
  for (const listener of [...listeners]) listener();
}

export function toggleMuted(code: string): void {
  const { muted } = getAttentionPrefs();
  updateAttentionPrefs({ muted: muted.includes(code) ? muted.filter((c) => c !== code) : [...muted, code] });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'chat_attention' || event.key === 'user_id') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAttentionPrefs(): AttentionPrefs {
  return useSyncExternalStore(subscribe, getAttentionPrefs, () => OFF);
}

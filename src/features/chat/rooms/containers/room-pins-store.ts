import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';
import { togglePin, type PinChange } from '../lib/room-pins';

/**
 * Each staff user's pinned room codes, in the order pinned, kept in this browser under their user id
 * (as the muted rooms are, lib/attention/prefs.ts). Every tab shows a change at once: the others
 * learn it from the `storage` event, as they do the other per-user chat choices.
 */
type Saved = Record<string, unknown>;

const NONE: readonly string[] = [];
const listeners = new Set<() => void>();
let cache: { user: string; raw: string | null; pins: readonly string[] } | null = null;

const currentUser = () => storage.get('user_id') ?? '';

function read(user: string): readonly string[] {
  const raw = storage.get('chat_pins');
  if (cache && cache.user === user && cache.raw === raw) return cache.pins;
  const saved = storage.getJson<Saved>('chat_pins', {})[user];
  const pins = Array.isArray(saved) ? saved.filter((c): c is string => typeof c === 'string') : NONE;
  cache = { user, raw, pins };
  return pins;
}

/** The signed-in user's pinned rooms (none when nobody is signed in). */
export function getPinnedRooms(): readonly string[] {
  const user = currentUser();
  return user ? read(user) : NONE;
}

export function setPinnedRooms(pins: readonly string[]): void {
  const user = currentUser();
  if (!user) return;
  storage.setJson('chat_pins', { ...storage.getJson<Saved>('chat_pins', {}), [user]: pins });
  for (const listener of [...listeners]) listener();
}

/** Pins or unpins a room for the signed-in user; `refused` when it would be one pin too many. */
export function togglePinnedRoom(code: string): PinChange {
  const change = togglePin(getPinnedRooms(), code);
  if (!change.refused) setPinnedRooms(change.pins);
  return change;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'chat_pins' || event.key === 'user_id') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePinnedRooms(): readonly string[] {
  return useSyncExternalStore(subscribe, getPinnedRooms, () => NONE);
}

import { storage } from '@/lib/storage';
import { parseUnsent, roomUnsent, textsOnly, unsentName, updateRoom, type UnsentEntry } from '../lib/unsent-store';

/**
 * The signed-in user's kept unsent messages in this browser (lib/unsent-store.ts says what and why).
 * Nothing is read or written without a session, and a write for a user who is no longer the one
 * signed in (the session ended or changed while a send was on its way) is dropped, so one user's
 * messages never reach another's list nor outlive a sign-out or a 9998.
 */
export function signedInUser(): string | null {
  return storage.hasToken() ? storage.get('user_id') : null;
}

export function loadRoomUnsent(userId: string | null, code: string): UnsentEntry[] {
  if (!userId || signedInUser() !== userId) return [];
  return roomUnsent(parseUnsent(storage.appItem.get(unsentName(userId))), code);
}

export function saveRoomUnsent(
  userId: string | null,
  code: string,
  current: readonly UnsentEntry[],
  known: ReadonlySet<string>,
): void {
  if (!userId || signedInUser() !== userId) return;
  const name = unsentName(userId);
  const list = updateRoom(parseUnsent(storage.appItem.get(name)), code, current, known);
  if (storage.appItem.set(name, list.length ? JSON.stringify(list) : null)) return;
  // The browser's storage is full: the texts at least are kept.
  storage.appItem.set(name, JSON.stringify(textsOnly(list)));
}

/**
 * Calls `onChange` when another tab of this browser changes the user's kept list (browsers raise
 * `storage` only in the other tabs). The name is the one lib/storage.ts gives the app's own items.
 */
export function onUnsentChangedElsewhere(userId: string, onChange: () => void): () => void {
  const name = `app.${unsentName(userId)}`;
  const listener = (event: StorageEvent) => {
    if (event.key === name) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

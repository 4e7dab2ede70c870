import { useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';
import { ALL_ROOMS, ROOM_FILTERS, type RoomFilter, type RoomView } from '../lib/room-view';

/**
 * How the signed-in staff user narrowed the room list in this tab. The quick filter is kept for the
 * tab's session (session storage, under the user id, so a colleague signing in on the same tab
 * starts from All); the typed text lives as long as the page, as a search box's text does. The list
 * and the keyboard's room steps read the same view, so Alt+arrows walk the rooms shown.
 */
const KEY = 'chat.roomFilter';
const listeners = new Set<() => void>();
let memory: { user: string; view: RoomView } | null = null;

const currentUser = () => storage.get('user_id') ?? '';

function savedFilters(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const savedFilter = (user: string): RoomFilter => ROOM_FILTERS.find((f) => f === savedFilters()[user]) ?? 'all';

export function getRoomView(): RoomView {
  const user = currentUser();
  if (!user) return ALL_ROOMS;
  if (memory?.user !== user) memory = { user, view: { query: '', filter: savedFilter(user) } };
  return memory.view;
}

export function setRoomView(view: RoomView): void {
  const user = currentUser();
  if (!user) return;
  const now = getRoomView();
  if (now.query === view.query && now.filter === view.filter) return;
  memory = { user, view };
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...savedFilters(), [user]: view.filter }));
  } catch {
    // Storage unavailable: the filter lasts until the page is left.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRoomView(): RoomView {
  return useSyncExternalStore(subscribe, getRoomView, () => ALL_ROOMS);
}

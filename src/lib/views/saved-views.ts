import { useMemo, useSyncExternalStore } from 'react';
import { storage } from '@/lib/storage';
import { MAX_SAVED_VIEWS } from './saved-view-limits';

export { MAX_SAVED_VIEWS, VIEW_NAME_MAX } from './saved-view-limits';

/** A list's view saved under a name: where it opens, its address query and its visible columns. */
export type SavedView = {
  id: string;
  name: string;
  /** The screen's own address, without the query. */
  path: string;
  /** The address query (no "?"); the defaults are already left out of it. */
  query: string;
  columns?: Record<string, boolean>;
};
/** A saved view opened (from its menu or the command palette): its history entry's state. */
export type SavedViewState = { savedView?: string };

export const savedViewHref = (view: Pick<SavedView, 'path' | 'query'>) =>
  view.query ? `${view.path}?${view.query}` : view.path;

export type ScreenViews = { views: readonly SavedView[]; defaultId: string | null };
export type SaveResult = { ok: true; view: SavedView } | { ok: false; reason: 'limit' | 'taken' };

type Saved = Record<string, Record<string, ScreenViews>>;
const EMPTY: ScreenViews = { views: [], defaultId: null };
const NO_SCREENS: Record<string, ScreenViews> = {};
const listeners = new Set<() => void>();

const currentUser = () => storage.get('user_id') ?? '';
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

let cache: { raw: string | null; user: string; all: Record<string, ScreenViews> } | null = null;

/** Every screen's views of the signed-in user (none for nobody), read once per change. */
function mine(): Record<string, ScreenViews> {
  const raw = storage.get('saved_views');
  const user = currentUser();
  if (cache && cache.raw === raw && cache.user === user) return cache.all;
  const all = user ? (storage.getJson<Saved>('saved_views', {})[user] ?? {}) : {};
  cache = { raw, user, all };
  return all;
}

function write(screen: string, next: ScreenViews): void {
  const user = currentUser();
  if (!user) return;
  const saved = storage.getJson<Saved>('saved_views', {});
  storage.setJson('saved_views', { ...saved, [user]: { ...saved[user], [screen]: next } });
  for (const listener of [...listeners]) listener();
}

export function screenViews(screen: string): ScreenViews {
  return mine()[screen] ?? EMPTY;
}

export function allSavedViews(): Array<{ screen: string; view: SavedView }> {
  return Object.entries(mine()).flatMap(([screen, { views }]) => views.map((view) => ({ screen, view })));
}

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Saves a view under a name unused on its screen, while the screen has room for it. */
export function saveView(screen: string, input: Omit<SavedView, 'id'>): SaveResult {
  const current = screenViews(screen);
  if (current.views.some((v) => sameName(v.name, input.name))) return { ok: false, reason: 'taken' };
  if (current.views.length >= MAX_SAVED_VIEWS) return { ok: false, reason: 'limit' };
  const view: SavedView = { ...input, name: input.name.trim(), id: newId() };
  write(screen, { ...current, views: [...current.views, view] });
  return { ok: true, view };
}

export function renameView(screen: string, id: string, name: string): SaveResult {
  const current = screenViews(screen);
  const view = current.views.find((v) => v.id === id);
  if (!view) return { ok: false, reason: 'taken' };
  if (current.views.some((v) => v.id !== id && sameName(v.name, name))) return { ok: false, reason: 'taken' };
  const renamed = { ...view, name: name.trim() };
  write(screen, { ...current, views: current.views.map((v) => (v.id === id ? renamed : v)) });
  return { ok: true, view: renamed };
}

export function deleteView(screen: string, id: string): void {
  const current = screenViews(screen);
  write(screen, {
    views: current.views.filter((v) => v.id !== id),
    defaultId: current.defaultId === id ? null : current.defaultId,
  });
}

/** The view a plain address of the screen opens on; null for the screen's own defaults. */
export function setDefaultView(screen: string, id: string | null): void {
  const current = screenViews(screen);
  write(screen, { ...current, defaultId: id && current.views.some((v) => v.id === id) ? id : null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change, or another user signing in, arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === 'saved_views' || event.key === 'user_id') listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useScreenViews(screen: string): ScreenViews {
  return useSyncExternalStore(
    subscribe,
    () => screenViews(screen),
    () => EMPTY,
  );
}

export function useAllSavedViews(): ReturnType<typeof allSavedViews> {
  const all = useSyncExternalStore(subscribe, mine, () => NO_SCREENS);
  return useMemo(
    () => Object.entries(all).flatMap(([screen, { views }]) => views.map((view) => ({ screen, view }))),
    [all],
  );
}

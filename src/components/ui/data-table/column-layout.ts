import type { ColumnOrderState, ColumnSizingState, Updater, VisibilityState } from '@tanstack/react-table';

/** How a staff user left a list's columns: which show, in which order, how wide (px). */
export type ColumnLayout = { visibility: VisibilityState; order: ColumnOrderState; sizing: ColumnSizingState };

/** A layout owned by the caller, who may remember it; setting EMPTY_LAYOUT restores the spec's columns. */
export type ColumnLayoutControl = [ColumnLayout, (updater: Updater<ColumnLayout>) => void];

export const EMPTY_LAYOUT: ColumnLayout = { visibility: {}, order: [], sizing: {} };

export const MIN_WIDTH = 60;
export const MAX_WIDTH = 640;
/** One arrow key press on a resizer. */
export const WIDTH_STEP = 16;

export const clampWidth = (px: number) => Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, px)));

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A saved layout, or an older save that held only the visibility map (kept so nobody's hidden
 * columns come back after an update). Anything unreadable is the default layout.
 */
export function readLayout(saved: unknown): ColumnLayout {
  if (!isRecord(saved)) return EMPTY_LAYOUT;
  if (isRecord(saved.visibility) && Array.isArray(saved.order) && isRecord(saved.sizing)) {
    const sizing: ColumnSizingState = {};
    for (const [id, px] of Object.entries(saved.sizing)) if (typeof px === 'number') sizing[id] = clampWidth(px);
    return {
      visibility: saved.visibility as VisibilityState,
      order: saved.order.filter((id): id is string => typeof id === 'string'),
      sizing,
    };
  }
  return { ...EMPTY_LAYOUT, visibility: saved as VisibilityState };
}

/**
 * The order after moving `id` by `delta` places among `ids` (the movable columns in their current
 * order); an impossible move leaves the order as it is.
 */
export function moveColumn(ids: readonly string[], id: string, delta: number): string[] {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** The order after dropping `id` where `target` is (drag and drop on a header). */
export function dropColumn(ids: readonly string[], id: string, target: string): string[] {
  const to = ids.indexOf(target);
  return to < 0 ? [...ids] : moveColumn(ids, id, to - ids.indexOf(id));
}

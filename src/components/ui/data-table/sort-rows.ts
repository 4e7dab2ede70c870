import type { Column, RowData } from '@tanstack/react-table';
import './column-meta';

export type SortState = { id: string; desc: boolean } | null;
type Key = string | number | null;

const NUMBER_TEXT = /^[-+]?(\d[\d,]*)?(\.\d+)?$/;

/** Whether the column can sort: it has a sort key or an accessor, and was not opted out. */
export function canSort<T extends RowData>(column: Column<T, unknown>): boolean {
  const def = column.columnDef;
  return def.enableSorting !== false && !def.meta?.actions && !!(def.meta?.sortValue || column.accessorFn);
}

function keyOf<T extends RowData>(column: Column<T, unknown>, row: T, index: number): Key {
  const meta = column.columnDef.meta;
  const raw: unknown = meta?.sortValue ? meta.sortValue(row) : column.accessorFn?.(row, index);
  if (raw === null || raw === undefined || raw === '') return null;
  if (typeof raw === 'number') return Number.isNaN(raw) ? null : raw;
  const text = String(raw);
  // Money compares as numbers; doubles order amounts of up to 4 decimals exactly below 10^11.
  if (meta?.kind === 'money') return NUMBER_TEXT.test(text.trim()) ? Number(text.replace(/,/g, '')) : null;
  return text;
}

// Keys are computed once per data array and column, so re-sorting 50,000 rows only compares.
const keyCache = new WeakMap<object, Map<string, Key[]>>();

function keysFor<T extends RowData>(data: readonly T[], column: Column<T, unknown>): Key[] {
  let byColumn = keyCache.get(data);
  if (!byColumn) keyCache.set(data, (byColumn = new Map()));
  let keys = byColumn.get(column.id);
  if (!keys) byColumn.set(column.id, (keys = data.map((row, i) => keyOf(column, row, i))));
  return keys;
}

/**
 * Row positions (indices into `data`) in sort order. Empty values go last in both directions,
 * text compares by the reader's language with digits as numbers ("item 2" before "item 10"),
 * and equal keys keep their server order (the sort is stable).
 */
export function sortPositions<T extends RowData>(
  data: readonly T[],
  positions: readonly number[] | null,
  column: Column<T, unknown>,
  desc: boolean,
  locale?: string,
): number[] {
  const keys = keysFor(data, column);
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const dir = desc ? -1 : 1;
  const order = positions ? [...positions] : Array.from(data, (_, i) => i);
  return order.sort((a, b) => {
    const x = keys[a] ?? null;
    const y = keys[b] ?? null;
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
    return collator.compare(String(x), String(y)) * dir;
  });
}

/** Ascending, then descending, then the server's order again (the cycle of most admin tables). */
export function nextSort(current: SortState, id: string): SortState {
  if (current?.id !== id) return { id, desc: false };
  return current.desc ? null : { id, desc: true };
}

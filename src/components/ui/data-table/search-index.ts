import type { Column, RowData } from '@tanstack/react-table';
import './column-meta';

/** One lowercase string per row, joining the searchable values of the given columns. */
export function buildSearchIndex<T extends RowData>(rows: readonly T[], columns: Column<T, unknown>[]): string[] {
  const readers = columns.flatMap((column) => {
    const custom = column.columnDef.meta?.searchValue;
    if (custom === false) return [];
    if (custom) return [custom];
    const accessor = column.accessorFn;
    if (!accessor) return [];
    return [
      (row: T, index: number) => {
        const value = accessor(row, index);
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      },
    ];
  });
  const index = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as T;
    let text = '';
    for (const read of readers) text += read(row, i) + '\u0001';
    index[i] = text.toLowerCase();
  }
  return index;
}

/**
 * Positions of the rows whose index contains the query. When the query extends the previous one
 * (typing on), only the previous matches are scanned.
 */
export function filterIndex(
  index: readonly string[],
  query: string,
  previous?: { query: string; matches: number[] },
): number[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return Array.from(index.keys());
  const pool = previous && previous.query && needle.startsWith(previous.query) ? previous.matches : null;
  const out: number[] = [];
  if (pool) {
    for (const i of pool) if ((index[i] as string).includes(needle)) out.push(i);
  } else {
    for (let i = 0; i < index.length; i++) if ((index[i] as string).includes(needle)) out.push(i);
  }
  return out;
}

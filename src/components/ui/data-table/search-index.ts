import type { Column, RowData } from '@tanstack/react-table';
import './column-meta';

type Reader<T> = (row: T, index: number) => string;

function searchReaders<T extends RowData>(columns: Column<T, unknown>[]): Reader<T>[] {
  return columns.flatMap((column) => {
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
}

/** A search index made a slice at a time, so building it never holds the page for long. */
export type IndexBuilder = {
  /** One lowercase string per row, joining the searchable values; complete once `done`. */
  readonly index: string[];
  readonly done: boolean;
  /** Indexes rows until `deadline` (a performance.now() time) passes; true once every row is in. */
  step: (deadline: number) => boolean;
  /** Indexes the rows left, at once, and gives the whole index. */
  finish: () => string[];
};

/** Rows indexed between two looks at the clock. */
const ROWS_PER_CHECK = 256;

export function createIndexBuilder<T extends RowData>(rows: readonly T[], columns: Column<T, unknown>[]): IndexBuilder {
  const readers = searchReaders(columns);
  const index = new Array<string>(rows.length);
  let next = 0;
  const run = (until: number) => {
    for (; next < until; next++) {
      const row = rows[next] as T;
      let text = '';
      for (const read of readers) text += read(row, next) + '\u0001';
      index[next] = text.toLowerCase();
    }
  };
  const builder: IndexBuilder = {
    index,
    get done() {
      return next >= rows.length;
    },
    step(deadline) {
      while (next < rows.length && performance.now() < deadline) run(Math.min(rows.length, next + ROWS_PER_CHECK));
      return builder.done;
    },
    finish() {
      run(rows.length);
      return index;
    },
  };
  return builder;
}

/** One lowercase string per row, joining the searchable values of the given columns. */
export function buildSearchIndex<T extends RowData>(rows: readonly T[], columns: Column<T, unknown>[]): string[] {
  return createIndexBuilder(rows, columns).finish();
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

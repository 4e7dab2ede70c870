import type { Column, RowData } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { buildSearchIndex, filterIndex } from './search-index';

// Caches live beside the data array: a new array (new data) gets a new index, old ones are collected.
const indexCache = new WeakMap<object, Map<string, string[]>>();
const lastMatches = new WeakMap<string[], { query: string; matches: number[] }>();

function indexFor<T extends RowData>(data: readonly T[], columns: Column<T, unknown>[], key: string): string[] {
  let byKey = indexCache.get(data);
  if (!byKey) indexCache.set(data, (byKey = new Map()));
  let index = byKey.get(key);
  if (!index) byKey.set(key, (index = buildSearchIndex(data, columns)));
  return index;
}

/**
 * Positions of the rows matching `query`, or null when there is no query.
 * The search index is built once per data change and set of searched columns (identified by
 * their ids: a column's accessor is assumed to keep its meaning while its id stays), after the
 * first rows are painted, so a 50,000-row list shows at once and typing only scans strings.
 */
export function useRowFilter<T extends RowData>(
  data: readonly T[],
  columns: Column<T, unknown>[],
  query: string,
): number[] | null {
  const key = columns.map((c) => c.id).join('|');
  const needle = query.trim().toLowerCase();

  useEffect(() => whenIdle(() => void indexFor(data, columns, key)), [data, key]); // eslint-disable-line react-hooks/exhaustive-deps

  return useMemo(() => {
    if (!needle) return null;
    const index = indexFor(data, columns, key);
    const matches = filterIndex(index, needle, lastMatches.get(index));
    lastMatches.set(index, { query: needle, matches });
    return matches;
  }, [data, key, needle]); // eslint-disable-line react-hooks/exhaustive-deps
}

import type { Column, RowData } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { createIndexBuilder, filterIndex, type IndexBuilder } from './search-index';

// Caches live beside the data array: a new array (new data) gets a new index, old ones are collected.
const indexCache = new WeakMap<object, Map<string, IndexBuilder>>();
const lastMatches = new WeakMap<string[], { query: string; matches: number[] }>();

function builderFor<T extends RowData>(data: readonly T[], columns: Column<T, unknown>[], key: string): IndexBuilder {
  let byKey = indexCache.get(data);
  if (!byKey) indexCache.set(data, (byKey = new Map()));
  let builder = byKey.get(key);
  if (!builder) byKey.set(key, (builder = createIndexBuilder(data, columns)));
  return builder;
}

/** Where the browser has no idle callbacks: slices of this long, a frame apart. */
const FALLBACK_SLICE_MS = 8;

/**
 * Builds the index in the browser's idle time, a slice per idle period, so that neither the first
 * rows' paint nor a keystroke waits behind one long task. Returns the cancel.
 */
function buildWhenIdle(builder: IndexBuilder): () => void {
  let cancel = () => {};
  const slice = (deadline?: IdleDeadline) => {
    const idle = deadline && !deadline.didTimeout ? Math.max(1, deadline.timeRemaining() - 1) : FALLBACK_SLICE_MS;
    const until = performance.now() + idle;
    if (!builder.step(until)) schedule();
  };
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') {
      // A page never idle still gets a slice a second.
      const id = requestIdleCallback(slice, { timeout: 1000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(slice, 16);
      cancel = () => clearTimeout(id);
    }
  };
  if (!builder.done) schedule();
  return () => cancel();
}

/**
 * Positions of the rows matching `query`, or null when there is no query.
 * The search index is built once per data change and set of searched columns (identified by
 * their ids: a column's accessor is assumed to keep its meaning while its id stays), in idle slices
 * from when the data arrives, so a 50,000-row list shows at once and the first keystroke, like the
 * others, only scans strings.
 */
export function useRowFilter<T extends RowData>(
  data: readonly T[],
  columns: Column<T, unknown>[],
  query: string,
): number[] | null {
  const key = columns.map((c) => c.id).join('|');
  const needle = query.trim().toLowerCase();

  useEffect(() => buildWhenIdle(builderFor(data, columns, key)), [data, key]); // eslint-disable-line react-hooks/exhaustive-deps

  return useMemo(() => {
    if (!needle) return null;
    // Typed before the idle slices were done: the rows left are indexed now.
    const index = builderFor(data, columns, key).finish();
    const matches = filterIndex(index, needle, lastMatches.get(index));
    lastMatches.set(index, { query: needle, matches });
    return matches;
  }, [data, key, needle]); // eslint-disable-line react-hooks/exhaustive-deps
}

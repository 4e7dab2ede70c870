import { useCallback, useState } from 'react';
import type { Updater } from '@tanstack/react-table';
import { readLayout, type ColumnLayout, type ColumnLayoutControl } from '@/components/ui/data-table/column-layout';
import { storage } from '@/lib/storage';

type Saved = Record<string, unknown>;

const read = (listKey: string) => readLayout(storage.getJson<Saved>('table_columns', {})[listKey]);

/**
 * A list's column layout (visibility, order and widths), remembered in this browser under the
 * table_columns storage key beside the lists that keep visibility only. Containers own it and hand
 * it to the table, which stays free of storage; another list (a route change that keeps the page
 * mounted) reads its own layout.
 */
export function useStoredColumnLayout(listKey: string): ColumnLayoutControl {
  const [state, setState] = useState(() => ({ listKey, value: read(listKey) }));
  const value = state.listKey === listKey ? state.value : read(listKey);
  const change = useCallback(
    (updater: Updater<ColumnLayout>) => {
      setState((current) => {
        const before = current.listKey === listKey ? current.value : read(listKey);
        const next = typeof updater === 'function' ? updater(before) : updater;
        storage.setJson('table_columns', { ...storage.getJson<Saved>('table_columns', {}), [listKey]: next });
        return { listKey, value: next };
      });
    },
    [listKey],
  );
  return [value, change];
}

import type { OnChangeFn, VisibilityState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { storage } from '@/lib/storage';

type Saved = Record<string, VisibilityState>;

export type ColumnVisibilityControl = [VisibilityState, OnChangeFn<VisibilityState>];

const read = (listKey: string) => storage.getJson<Saved>('table_columns', {})[listKey] ?? {};

/**
 * Column visibility of one list, remembered in this browser under the table_columns storage key.
 * Containers own it and hand it to the table, which stays free of storage. Another list (a route
 * change that keeps the page mounted) reads its own choice.
 */
export function useStoredColumnVisibility(listKey: string): ColumnVisibilityControl {
  const [state, setState] = useState(() => ({ listKey, value: read(listKey) }));
  const value = state.listKey === listKey ? state.value : read(listKey);
  const change = useCallback<OnChangeFn<VisibilityState>>(
    (updater) => {
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

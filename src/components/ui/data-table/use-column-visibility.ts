import type { OnChangeFn, VisibilityState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { storage } from '@/lib/storage';

type Saved = Record<string, VisibilityState>;

/** Column visibility, remembered per list under the table_columns storage key when a list key is given. */
export function useColumnVisibility(listKey: string | undefined): [VisibilityState, OnChangeFn<VisibilityState>] {
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    listKey ? (storage.getJson<Saved>('table_columns', {})[listKey] ?? {}) : {},
  );
  const change = useCallback<OnChangeFn<VisibilityState>>(
    (updater) => {
      setVisibility((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater;
        if (listKey)
          storage.setJson('table_columns', { ...storage.getJson<Saved>('table_columns', {}), [listKey]: next });
        return next;
      });
    },
    [listKey],
  );
  return [visibility, change];
}

import type { ColumnOrderState, ColumnSizingState, OnChangeFn, Updater, VisibilityState } from '@tanstack/react-table';
import { useState } from 'react';
import { EMPTY_LAYOUT, type ColumnLayout, type ColumnLayoutControl } from './column-layout';

const apply = <S>(updater: Updater<S>, before: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(before) : updater;

type Owned = [VisibilityState, OnChangeFn<VisibilityState>] | undefined;

/**
 * The columns' visibility, order and widths as TanStack state: the caller's layout when given
 * (remembered by it), else the caller's visibility alone, else the table's own for this visit.
 */
export function useColumnLayout(control: ColumnLayoutControl | undefined, visibility: Owned) {
  const own = useState<ColumnLayout>(EMPTY_LAYOUT);
  const [layout, setLayout] = control ?? own;
  const patch =
    <K extends keyof ColumnLayout>(key: K) =>
    (updater: Updater<ColumnLayout[K]>) =>
      setLayout((before) => ({ ...before, [key]: apply(updater, before[key]) }));
  const [columnVisibility, onColumnVisibilityChange] = control
    ? [layout.visibility, patch('visibility')]
    : (visibility ?? [layout.visibility, patch('visibility')]);
  return {
    state: { columnVisibility, columnOrder: layout.order, columnSizing: layout.sizing },
    handlers: {
      onColumnVisibilityChange,
      onColumnOrderChange: patch('order') as OnChangeFn<ColumnOrderState>,
      onColumnSizingChange: patch('sizing') as OnChangeFn<ColumnSizingState>,
    },
    /** The chooser offers visibility (and Reset) only when someone keeps the choice. */
    remembered: !!control || !!visibility,
    reset: () => {
      setLayout(EMPTY_LAYOUT);
      if (!control) visibility?.[1]({});
    },
  };
}

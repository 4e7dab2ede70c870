import { useState } from 'react';
import type { PageSize } from './page-size-select';
import type { SortState } from './sort-rows';

/** What a table shows of its rows: its text filter, order, page size and page (from 0). */
export type TableView = { query: string; sort: SortState; pageSize: PageSize; page: number };

/** A view owned by the caller (kept in the address, say); the table reports every change. */
export type TableViewControl = [TableView, (next: TableView) => void];

/** The table's view: the caller's when given, else its own, starting from `initial`. */
export function useTableView(control: TableViewControl | undefined, initial: TableView) {
  const own = useState<TableView>(initial);
  const [view, setView] = control ?? own;
  const change = (patch: Partial<TableView>) => setView({ ...view, ...patch });
  return { view, change };
}

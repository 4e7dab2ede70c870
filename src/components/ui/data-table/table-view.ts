import { useEffect, useRef, useState } from 'react';
import type { PageSize } from './page-size-select';
import type { SortState } from './sort-rows';

/** What a table shows of its rows: its text filter, order, page size and page (from 0). */
export type TableView = { query: string; sort: SortState; pageSize: PageSize; page: number };

/** A view owned by the caller (kept in the address, say); the table reports every change. */
export type TableViewControl = [TableView, (next: TableView) => void];

/**
 * The filter text as typed. A caller's view kept in the address follows each keystroke a navigation
 * later; a box showing the address's text would lose the letters typed in between. The box shows what
 * was typed, and takes the caller's text only when it is not one it was sent (Back, Forward, a saved
 * view).
 */
function useTypedQuery(outer: string) {
  const [typed, setTyped] = useState(outer);
  const sent = useRef<string[]>([]);
  useEffect(() => {
    const at = sent.current.indexOf(outer);
    if (at === -1) {
      sent.current = [];
      setTyped(outer);
    } else {
      sent.current = sent.current.slice(at + 1);
    }
  }, [outer]);
  const type = (query: string) => {
    sent.current.push(query);
    setTyped(query);
  };
  return [typed, type] as const;
}

/** The table's view: the caller's when given, else its own, starting from `initial`. */
export function useTableView(control: TableViewControl | undefined, initial: TableView) {
  const own = useState<TableView>(initial);
  const [outer, setView] = control ?? own;
  const [query, type] = useTypedQuery(outer.query);
  const view = { ...outer, query };
  const change = (patch: Partial<TableView>) => {
    if (patch.query !== undefined && patch.query !== query) type(patch.query);
    setView({ ...view, ...patch });
  };
  return { view, change };
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PageSize } from './page-size-select';
import type { SortState } from './sort-rows';

/** What a table shows of its rows: its text filter, order, page size and page (from 0). */
export type TableView = { query: string; sort: SortState; pageSize: PageSize; page: number };

/** A view owned by the caller (kept in the address, say); the table reports every change. */
export type TableViewControl = [TableView, (next: TableView) => void];

/**
 * How long typing pauses before the filter is handed to the view's owner. An owner that keeps the
 * view in the address navigates on every change, and a navigation per keystroke re-renders the
 * whole screen (and browsers cap history writes: Safari refuses the 101st in 10 seconds).
 */
export const TYPING_PAUSE_MS = 400;

const sameView = (a: TableView, b: TableView) =>
  a.query === b.query &&
  a.pageSize === b.pageSize &&
  a.page === b.page &&
  a.sort?.id === b.sort?.id &&
  a.sort?.desc === b.sort?.desc;

/**
 * The table's view: the caller's when given, else its own, starting from `initial`.
 *
 * The table shows its draft at once. Typing reaches the owner after a pause, when the box loses
 * the focus or when Enter is pressed (`flush`); any other change reaches it at once, with what
 * was typed. A view the owner changes by itself (Back, Forward, a saved view) replaces the draft.
 */
export function useTableView(control: TableViewControl | undefined, initial: TableView) {
  const own = useState<TableView>(initial);
  const [outer, setOuter] = control ?? own;
  const [draft, setDraft] = useState<TableView | null>(null);
  const sent = useRef<TableView[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<TableView | null>(null);
  // The owner's setter as of the last render: a pause ends renders later, and an owner's setter
  // may carry the rest of its view (the history's search) as it was then.
  const latestSetOuter = useRef(setOuter);
  useLayoutEffect(() => {
    latestSetOuter.current = setOuter;
  });

  const stopTimer = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    waiting.current = null;
  };
  const send = (next: TableView) => {
    stopTimer();
    sent.current.push(next);
    latestSetOuter.current(next);
  };

  useEffect(() => {
    const at = sent.current.findIndex((v) => sameView(v, outer));
    if (at === -1) {
      sent.current = [];
      stopTimer();
      setDraft(null);
      return;
    }
    sent.current = sent.current.slice(at + 1);
    if (sent.current.length === 0 && !waiting.current) setDraft(null);
  }, [outer]);

  // Leaving the screen drops a pause still running: the address is another screen's by then.
  useEffect(() => stopTimer, []);

  const view = draft ?? outer;
  const change = (patch: Partial<TableView>) => {
    const next = { ...view, ...patch };
    setDraft(next);
    if (patch.query === undefined) return send(next);
    clearTimeout(timer.current);
    waiting.current = next;
    timer.current = setTimeout(() => send(next), TYPING_PAUSE_MS);
  };
  const flush = () => {
    if (waiting.current) send(waiting.current);
  };
  return { view, change, flush };
}

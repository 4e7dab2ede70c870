import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { clampCell, nextCell, type GridCell } from './grid-navigation';

/** What can take the focus inside a cell: links, buttons, fields, the column resizer. */
const WIDGETS = 'a[href], button, input, select, textarea, [tabindex]';
const TEXT_FIELDS = 'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]), textarea, select';

const widgetsIn = (cell: Element | null | undefined) =>
  cell
    ? [...cell.querySelectorAll<HTMLElement>(WIDGETS)].filter(
        (el) => !el.matches(':disabled') && el.closest('[data-grid-col]') === cell,
      )
    : [];

const shown = (el: Element | null | undefined) =>
  !!el && (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true);

/** Takes the cells' links and buttons out of the tab order: the grid is one stop, the arrows do the rest. */
function tameWidgets(root: ParentNode) {
  for (const el of root.querySelectorAll<HTMLElement>(`[data-grid-col] :is(${WIDGETS})`))
    if (el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1');
}

type GridFocusOptions = {
  tableRef: RefObject<HTMLTableElement | null>;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Data rows on the page (0 while loading or empty). */
  rows: number;
  cols: number;
};

/**
 * The WAI-ARIA grid's keyboard for the data table. The grid is one tab stop: the active cell. Arrows
 * move between cells, Home/End to the row's ends, Ctrl+Home/End to the grid's corners, Page Up/Down by
 * a screenful of rows. Enter on a cell with links or buttons moves into them (Left/Right between them,
 * Escape back to the cell); Enter on a plain cell moves to the row's actions. A row far down a
 * virtualized page is drawn before it takes the focus (the caller keeps `active.row` rendered).
 */
export function useGridFocus({ tableRef, scrollRef, rows, cols }: GridFocusOptions) {
  const [header, setHeader] = useState(true);
  const [stored, setActive] = useState<GridCell>({ row: -1, col: 0 });
  const size = { rows, cols, header };
  const active = clampCell(stored, size);
  const pending = useRef(false);

  // The titles row is hidden in the narrow card layout: the grid then starts at its first row.
  useEffect(() => {
    const table = tableRef.current;
    if (!table || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeader(shown(table.tHead)));
    observer.observe(table);
    return () => observer.disconnect();
  }, [tableRef]);

  useEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    tameWidgets(table);
    // Rows drawn by scrolling, and controls that swap themselves in (the More menu), are tamed as they come.
    const observer = new MutationObserver(() => tameWidgets(table));
    observer.observe(table, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [tableRef]);

  const cellAt = (at: GridCell) =>
    tableRef.current?.querySelector<HTMLElement>(`[data-grid-row="${at.row}"][data-grid-col="${at.col}"]`);

  useLayoutEffect(() => {
    if (!pending.current) return;
    const cell = cellAt(active);
    if (!cell) return;
    pending.current = false;
    cell.focus();
  });

  // The cell takes the focus once drawn (a far row of a virtualized page is drawn by this render).
  const moveTo = (at: GridCell) => {
    pending.current = true;
    setActive(at);
  };

  /** Rows that fit the scroll area, less one kept in view: what Page Up/Down moves by. */
  const pageRows = () => {
    const scroller = scrollRef.current;
    const row = tableRef.current?.tBodies[0]?.querySelector('[data-grid-row]')?.closest('tr');
    const height = row?.getBoundingClientRect().height || 44;
    return Math.max(1, Math.floor((scroller?.clientHeight ?? 0) / height) - 1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.altKey) return;
    const target = e.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-grid-col]');
    if (!cell || !tableRef.current?.contains(cell)) return;
    const at = { row: Number(cell.dataset.gridRow), col: Number(cell.dataset.gridCol) };
    const rtl = getComputedStyle(cell).direction === 'rtl';
    if (target !== cell) {
      if (e.key === 'Escape') {
        e.preventDefault();
        cell.focus();
        return;
      }
      if (target.matches(TEXT_FIELDS) || e.key === 'Enter' || e.key === ' ') return;
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        const widgets = widgetsIn(cell);
        const forward = (e.key === 'ArrowRight') !== rtl;
        const next = widgets[widgets.indexOf(target) + (forward ? 1 : -1)];
        if (next) {
          e.preventDefault();
          next.focus();
          return;
        }
      }
    } else if (e.key === 'Enter' || e.key === 'F2') {
      const row = cell.closest('tr');
      const into = widgetsIn(cell)[0] ?? (at.row >= 0 ? widgetsIn(row?.querySelector('[data-actions]'))[0] : undefined);
      if (into) {
        e.preventDefault();
        into.focus();
      }
      return;
    }
    const next = nextCell(at, e, { ...size, pageRows: pageRows() }, rtl);
    if (!next) return;
    e.preventDefault();
    moveTo(next);
  };

  /** A click or a script that focuses a cell or a control in it makes that cell the active one. */
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-grid-col]');
    if (!cell) return;
    const row = Number(cell.dataset.gridRow);
    const col = Number(cell.dataset.gridCol);
    setActive((at) => (at.row === row && at.col === col ? at : { row, col }));
  };

  // Stable while the active cell stays: the rows, memoized, are drawn again only when it moves.
  const cellProps = useCallback(
    (row: number, col: number) => ({
      'data-grid-row': row,
      'data-grid-col': col,
      tabIndex: row === active.row && col === active.col ? 0 : -1,
    }),
    [active.row, active.col],
  );

  return { active, onKeyDown, onFocus, cellProps };
}

export type GridCellProps = ReturnType<typeof useGridFocus>['cellProps'];

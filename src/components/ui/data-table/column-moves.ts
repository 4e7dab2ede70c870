import type { RowData, Table } from '@tanstack/react-table';
import './column-meta';
import { clampWidth, dropColumn } from './column-layout';

/** Row actions stay pinned at the end: they are neither moved nor resized. */
export const isMovable = <T extends RowData>(table: Table<T>, id: string) =>
  !table.getColumn(id)?.columnDef.meta?.actions;

/** Every column id (hidden ones too) in the order the table shows them. */
function orderedIds<T extends RowData>(table: Table<T>): string[] {
  const all = table.getAllLeafColumns().map((c) => c.id);
  const order = table.getState().columnOrder.filter((id) => all.includes(id));
  return [...order, ...all.filter((id) => !order.includes(id))];
}

/** Puts column `id` where `target` is; hidden columns keep their places among the others. */
export function dropColumnOn<T extends RowData>(table: Table<T>, id: string, target: string): void {
  if (id === target || !isMovable(table, id) || !isMovable(table, target)) return;
  table.setColumnOrder(dropColumn(orderedIds(table), id, target));
}

/** Moves column `id` past its visible neighbour on one side (-1 start, +1 end). */
export function moveColumnBy<T extends RowData>(table: Table<T>, id: string, delta: -1 | 1): void {
  const visible = table
    .getVisibleLeafColumns()
    .map((c) => c.id)
    .filter((c) => isMovable(table, c));
  const target = visible[visible.indexOf(id) + delta];
  if (target) dropColumnOn(table, id, target);
}

/** Whether a column may move one place to the start (-1) or end (+1) among the visible ones. */
export function canMoveColumn<T extends RowData>(table: Table<T>, id: string, delta: -1 | 1): boolean {
  const visible = table
    .getVisibleLeafColumns()
    .map((c) => c.id)
    .filter((c) => isMovable(table, c));
  const at = visible.indexOf(id);
  return at >= 0 && visible[at + delta] !== undefined;
}

export function setColumnWidth<T extends RowData>(table: Table<T>, id: string, px: number): void {
  table.setColumnSizing((old) => ({ ...old, [id]: clampWidth(px) }));
}

/**
 * The width that shows a column's title and its drawn cells whole: their content measured as laid
 * out, plus the cell's own padding. Rows out of view (virtualized) are not drawn, so not measured.
 */
export function fitWidth(header: HTMLElement, id: string): number {
  const table = header.closest('table');
  const cells = table ? table.querySelectorAll<HTMLElement>(`[data-column-id="${CSS.escape(id)}"]`) : [];
  let widest = 0;
  for (const cell of cells) {
    const range = document.createRange();
    range.selectNodeContents(cell);
    const style = getComputedStyle(cell);
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    widest = Math.max(widest, range.getBoundingClientRect().width + padding);
  }
  // A little room for the sort arrow's hover outline and rounding.
  return clampWidth(Math.ceil(widest) + 4);
}

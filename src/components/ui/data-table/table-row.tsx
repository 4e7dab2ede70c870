import { flexRender, type Column, type ColumnSizingState, type Row, type RowData } from '@tanstack/react-table';
import { memo, type ReactElement } from 'react';
import { cn } from '@/lib/cn';
import { cardCell, gridCellFocus, stickyEnd } from './cell-classes';
import { columnLabel } from './column-label';
import './column-meta';
import { sizedCell, sizedStyle } from './sized-cell';
import type { GridCellProps } from './use-grid-focus';

type TableRowProps<T extends RowData> = {
  row: Row<T>;
  /** The row's place on the page (the virtualizer measures rows by it). */
  index: number;
  /** The row's place among all rows, counting the header row as 1. */
  rowIndex: number;
  measureRef: ((el: HTMLTableRowElement | null) => void) | undefined;
  cellProps: GridCellProps;
  /** The columns shown, in order: a new array when one is hidden, shown or moved. */
  columns: Column<T, unknown>[];
  sizing: ColumnSizingState;
};

/**
 * One data row: a table row when wide, a card of "column: value" lines in narrow containers.
 * Memoized: a keystroke in the search box draws the box at once and the rows only when the
 * filtered rows come, so what the row shows must all arrive through its props (a row object is
 * made again when the data or the columns' definitions change).
 */
export const TableRow = memo(function TableRow<T extends RowData>({
  row,
  index,
  rowIndex,
  measureRef,
  cellProps,
  sizing,
}: TableRowProps<T>) {
  return (
    <tr
      role="row"
      data-index={index}
      ref={measureRef}
      aria-rowindex={rowIndex}
      className="border-b border-slate-100 odd:bg-white even:bg-slate-50 hover:bg-primary-50 @max-lg:mb-2 @max-lg:block @max-lg:rounded-md @max-lg:border @max-lg:border-slate-200 @max-lg:px-3 @max-lg:py-2 @max-lg:even:bg-white"
    >
      {row.getVisibleCells().map((cell, col) => {
        const meta = cell.column.columnDef.meta;
        return (
          <td
            key={cell.id}
            role="gridcell"
            {...cellProps(index, col)}
            data-actions={meta?.actions || undefined}
            data-label={meta?.actions ? undefined : columnLabel(cell.column)}
            data-column-id={cell.column.id}
            style={sizedStyle(sizing[cell.column.id])}
            className={cn(
              'px-3 py-2 align-middle text-slate-900',
              gridCellFocus,
              cardCell,
              sizedCell(sizing[cell.column.id]),
              meta?.kind === 'money' && 'text-end whitespace-nowrap tabular-nums',
              meta?.kind === 'date' && 'whitespace-nowrap tabular-nums',
              meta?.actions && cn(stickyEnd, 'bg-inherit @max-lg:w-auto @max-lg:justify-end @max-lg:before:hidden'),
              meta?.className,
            )}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}) as <T extends RowData>(props: TableRowProps<T>) => ReactElement;

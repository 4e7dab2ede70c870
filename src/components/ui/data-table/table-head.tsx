import { flexRender, type RowData, type Table } from '@tanstack/react-table';
import { useId, useRef, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { gridCellFocus, stickyEnd } from './cell-classes';
import { columnLabel } from './column-label';
import './column-meta';
import { dropColumnOn, fitWidth, isMovable, moveColumnBy, setColumnWidth } from './column-moves';
import { ColumnResizer } from './column-resizer';
import { sizedCell, sizedStyle } from './sized-cell';
import { SortHeader } from './sort-header';
import { canSort, nextSort, type SortState } from './sort-rows';
import type { GridCellProps } from './use-grid-focus';

type TableHeadProps<T extends RowData> = {
  table: Table<T>;
  sort: SortState;
  onSort: (sort: SortState) => void;
  cellProps: GridCellProps;
};

/**
 * The column titles, sticky over the scrolled rows; a sortable title cycles its column's order.
 * A title is dragged onto another to move its column (Alt+Shift+arrows from the keyboard), and its
 * end edge resizes it.
 */
export function TableHead<T extends RowData>({ table, sort, onSort, cellProps }: TableHeadProps<T>) {
  const { t } = useTranslation(['common', 'kit']);
  const dragged = useRef<string | null>(null);
  const baseId = useId();
  const sizing = table.getState().columnSizing;
  const keys = (id: string) => (e: KeyboardEvent<HTMLTableCellElement>) => {
    if (!e.altKey || !e.shiftKey || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    const focused = document.activeElement;
    moveColumnBy(table, id, e.key === 'ArrowLeft' ? -1 : 1);
    // Moving a title re-inserts its cell, which drops the focus: it goes back to where it was.
    requestAnimationFrame(() => {
      if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused) focused.focus();
    });
  };
  const dragProps = (id: string) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      dragged.current = id;
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', id);
    },
    onDragOver: (e: DragEvent) => {
      if (dragged.current && isMovable(table, id)) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged.current) dropColumnOn(table, dragged.current, id);
      dragged.current = null;
    },
    onDragEnd: () => (dragged.current = null),
  });
  return (
    <thead className="sticky top-0 z-20 bg-slate-100 text-start text-slate-800 @max-lg:hidden">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} role="row" aria-rowindex={1}>
          {group.headers.map((header, col) => {
            const column = header.column;
            const meta = column.columnDef.meta;
            const movable = isMovable(table, column.id);
            const direction = sort?.id === column.id ? (sort.desc ? 'desc' : 'asc') : null;
            const title = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
            const width = sizing[column.id];
            return (
              <th
                key={header.id}
                scope="col"
                role="columnheader"
                {...cellProps(-1, col)}
                data-column-id={column.id}
                // Named by its title alone, not by the resizer's label inside it.
                aria-labelledby={movable ? `${baseId}-${column.id}` : undefined}
                aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                style={sizedStyle(width)}
                onKeyDown={movable ? keys(column.id) : undefined}
                {...(movable ? dragProps(column.id) : {})}
                className={cn(
                  'border-b border-slate-200 bg-slate-100 px-3 py-2 text-start font-semibold whitespace-nowrap',
                  gridCellFocus,
                  movable && 'relative',
                  sizedCell(width),
                  meta?.kind === 'money' && 'text-end',
                  meta?.actions && stickyEnd,
                  meta?.className,
                )}
              >
                <span id={`${baseId}-${column.id}`}>
                  {canSort(column) && title ? (
                    <SortHeader column={column} direction={direction} onSort={() => onSort(nextSort(sort, column.id))}>
                      {title}
                    </SortHeader>
                  ) : (
                    title
                  )}
                </span>
                {movable && (
                  <ColumnResizer
                    label={t('kit:table.resizeColumn', { column: columnLabel(column) })}
                    width={width}
                    onResize={(px) => setColumnWidth(table, column.id, px)}
                    onFit={(el) => setColumnWidth(table, column.id, fitWidth(el, column.id))}
                  />
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

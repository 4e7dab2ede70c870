import { flexRender, type RowData, type Table } from '@tanstack/react-table';
import { cn } from '@/lib/cn';
import { stickyEnd } from './cell-classes';
import './column-meta';
import { SortHeader } from './sort-header';
import { canSort, nextSort, type SortState } from './sort-rows';

type TableHeadProps<T extends RowData> = { table: Table<T>; sort: SortState; onSort: (sort: SortState) => void };

/** The column titles, sticky over the scrolled rows; a sortable title cycles its column's order. */
export function TableHead<T extends RowData>({ table, sort, onSort }: TableHeadProps<T>) {
  return (
    <thead className="sticky top-0 z-20 bg-slate-100 text-start text-slate-800 @max-lg:hidden">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} role="row" aria-rowindex={1}>
          {group.headers.map((header) => {
            const column = header.column;
            const meta = column.columnDef.meta;
            const direction = sort?.id === column.id ? (sort.desc ? 'desc' : 'asc') : null;
            const title = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
            return (
              <th
                key={header.id}
                scope="col"
                role="columnheader"
                aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                className={cn(
                  'border-b border-slate-200 bg-slate-100 px-3 py-2 text-start font-semibold whitespace-nowrap',
                  meta?.kind === 'money' && 'text-end',
                  meta?.actions && stickyEnd,
                  meta?.className,
                )}
              >
                {canSort(column) && title ? (
                  <SortHeader column={column} direction={direction} onSort={() => onSort(nextSort(sort, column.id))}>
                    {title}
                  </SortHeader>
                ) : (
                  title
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}

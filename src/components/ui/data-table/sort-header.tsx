import type { Column, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { SortIcon } from '@/components/icons';
import { cn } from '@/lib/cn';

type SortHeaderProps<T extends RowData> = {
  column: Column<T, unknown>;
  children: ReactNode;
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
};

/** A column title that sorts: the arrow shows the state, aria-sort on the header cell announces it. */
export function SortHeader<T extends RowData>({ column, children, direction, onSort }: SortHeaderProps<T>) {
  const end = column.columnDef.meta?.kind === 'money';
  return (
    <button
      type="button"
      onClick={onSort}
      className={cn(
        '-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold whitespace-nowrap hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500',
        end && 'flex-row-reverse',
      )}
    >
      {children}
      <SortIcon direction={direction} className="h-4 w-3 shrink-0" />
    </button>
  );
}

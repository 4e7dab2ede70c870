import type { Column, RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { plainInputClass } from '../plain-field';
import { columnLabel } from './column-label';
import type { SortState } from './sort-rows';

type SortSelectProps<T extends RowData> = {
  columns: Column<T, unknown>[];
  sort: SortState;
  onSort: (sort: SortState) => void;
  className?: string;
};

/** Where rows are cards (narrow containers) there are no column titles to click: sorting is a choice. */
export function SortSelect<T extends RowData>({ columns, sort, onSort, className }: SortSelectProps<T>) {
  const { t } = useTranslation(['common', 'kit']);
  const value = sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : '';
  return (
    <label className={cn('space-y-1 text-sm font-medium text-slate-800', className)}>
      <span className="block">{t('kit:table.sortBy')}</span>
      <select
        className={cn(plainInputClass, 'w-full')}
        value={value}
        onChange={(e) => {
          const [id, dir] = e.target.value.split(':');
          onSort(id ? { id, desc: dir === 'desc' } : null);
        }}
      >
        <option value="">{t('kit:table.sortNone')}</option>
        {columns.flatMap((c) => [
          <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
            {t('kit:table.sortAsc', { column: columnLabel(c) })}
          </option>,
          <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
            {t('kit:table.sortDesc', { column: columnLabel(c) })}
          </option>,
        ])}
      </select>
    </label>
  );
}

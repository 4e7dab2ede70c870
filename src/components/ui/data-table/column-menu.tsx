import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { Column, RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../button';
import { columnLabel } from './column-label';

/** Checkbox list that shows and hides columns. */
export function ColumnMenu<T extends RowData>({ columns }: { columns: Column<T, unknown>[] }) {
  const { t } = useTranslation('common');
  return (
    <Popover className="relative">
      <PopoverButton className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <path d="M3 4h14M3 10h14M3 16h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('table.columns')}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 4 }}
        className="z-30 min-w-48 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
      >
        <fieldset>
          <legend className="sr-only">{t('table.columns')}</legend>
          {columns.map((column) => (
            <label
              key={column.id}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-100"
            >
              <input
                type="checkbox"
                className="size-4 accent-primary-600"
                checked={column.getIsVisible()}
                onChange={(e) => column.toggleVisibility(e.target.checked)}
              />
              {columnLabel(column)}
            </label>
          ))}
        </fieldset>
      </PopoverPanel>
    </Popover>
  );
}

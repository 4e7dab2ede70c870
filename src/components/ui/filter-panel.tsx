import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownSmallIcon } from '@/components/icons';
import { cn } from '@/lib/cn';

export type FilterPanelProps = {
  /** What the filters are for ("Search accounts"); names the toggle and the region. */
  title: string;
  /** What is filtered now, shown on the folded toggle ("player01, last 7 days"); empty when nothing is. */
  summary?: string | undefined;
  children: ReactNode;
  className?: string;
};

/**
 * Filters that fold where space is short. In a narrow container (a phone) the form starts folded
 * behind a "Filters" toggle that says what is filtered, so the results are on the first screen;
 * in a wide one the form is always open and there is no toggle.
 */
export function FilterPanel({ title, summary, children, className }: FilterPanelProps) {
  const { t } = useTranslation(['common', 'kit']);
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={cn('@container', className)}>
      <button
        type="button"
        aria-expanded={open}
        data-filter-toggle
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="mb-2 flex w-full items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-start text-sm font-medium text-slate-800 shadow-sm focus-visible:outline-2 focus-visible:outline-primary-500 @lg:hidden"
      >
        <span className="min-w-0">
          <span className="block">{t('kit:filters.toggle', { title })}</span>
          <span className="block truncate text-xs font-normal text-slate-600">{summary || t('kit:filters.none')}</span>
        </span>
        <ChevronDownSmallIcon className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={id} className={cn(!open && '@max-lg:hidden')}>
        {children}
      </div>
    </div>
  );
}

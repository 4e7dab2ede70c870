import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '@/components/icons';

export type PageHeaderProps = { title: string; onRefresh: () => void; refreshing?: boolean };

/** Title of the current screen and the spec's refresh button. */
export function PageHeader({ title, onRefresh, refreshing = false }: PageHeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <button
        type="button"
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing || undefined}
        className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <RefreshIcon className={refreshing ? 'size-4 animate-spin' : 'size-4'} />
        {t('pageHeader.refresh')}
      </button>
    </div>
  );
}

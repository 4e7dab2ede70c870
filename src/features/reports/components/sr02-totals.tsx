import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { compareAmounts, formatMoney } from '@/lib/money';
import type { Sr02Summary } from '../schemas/sr02-report';

/** Totals table: total in, total out and net (in − out, 0 when the report is empty). */
export function Sr02Totals({ summary, loading = false }: { summary: Sr02Summary; loading?: boolean }) {
  const { t } = useTranslation('reports');
  const cell = 'px-4 py-3 text-end text-base font-semibold tabular-nums';
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      {loading && (
        <div className="absolute end-4 top-3 text-primary-600">
          <Spinner className="size-4" label={t('loading')} />
        </div>
      )}
      <table className="w-full text-sm" aria-busy={loading || undefined}>
        <caption className="px-4 pt-3 text-start text-sm font-semibold text-slate-900">{t('totals.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="px-4 py-2 text-end font-medium">
              {t('totals.totalIn')}
            </th>
            <th scope="col" className="px-4 py-2 text-end font-medium">
              {t('totals.totalOut')}
            </th>
            <th scope="col" className="px-4 py-2 text-end font-medium">
              {t('totals.net')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={cn(cell, 'text-slate-900')}>{formatMoney(summary.totalIn)}</td>
            <td className={cn(cell, 'text-slate-900')}>{formatMoney(summary.totalOut)}</td>
            <td
              data-testid="sr02-net"
              className={cn(cell, compareAmounts(summary.net, 0) < 0 ? 'text-red-700' : 'text-emerald-800')}
            >
              {formatMoney(summary.net)}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

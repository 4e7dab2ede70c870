import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const tones: Record<number, string> = {
  0: 'bg-red-100 text-red-800 ring-red-200',
  1: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  2: 'bg-amber-100 text-amber-900 ring-amber-200',
  3: 'bg-slate-100 text-slate-700 ring-slate-200',
  4: 'bg-sky-100 text-sky-900 ring-sky-200',
};

/** Transaction status (spec section 4): 0 failed, 1 success, 2 rejected, 3 expired, 4 pending. */
export function TransactionStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('history');
  const known = status in tones;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[status] ?? tones[3],
      )}
    >
      {known ? t(`status.${status}`) : t('status.unknown', { value: status })}
    </span>
  );
}

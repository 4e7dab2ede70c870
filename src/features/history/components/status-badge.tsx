import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { envelopeStatusLabel, transactionStatusLabel, type StatusLabel, type StatusTone } from './status-labels';

const tones: Record<StatusTone, string> = {
  bad: 'bg-red-100 text-red-800 ring-red-200',
  good: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  warn: 'bg-amber-100 text-amber-900 ring-amber-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  info: 'bg-sky-100 text-sky-900 ring-sky-200',
};

function StatusBadge({ label }: { label: StatusLabel }) {
  const { t } = useTranslation('history');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[label.tone],
      )}
    >
      {t(label.key, label.values)}
    </span>
  );
}

/** Transaction status (spec section 4): 0 failed, 1 success, 2 rejected, 3 expired, 4 pending. */
export function TransactionStatusBadge({ status }: { status: number }) {
  return <StatusBadge label={transactionStatusLabel(status)} />;
}

/** A red envelope's status as the server sent it (a code or a word; see status-labels.ts). */
export function EnvelopeStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={envelopeStatusLabel(status)} />;
}

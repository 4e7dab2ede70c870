import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { envelopeStatusLabel, transactionStatusLabel, type StatusLabel } from './status-labels';

function StatusBadge({ label }: { label: StatusLabel }) {
  const { t } = useTranslation('history');
  return <Badge tone={label.tone}>{t(label.key, label.values)}</Badge>;
}

/** Transaction status (spec section 4): 0 failed, 1 success, 2 rejected, 3 expired, 4 pending. */
export function TransactionStatusBadge({ status }: { status: number }) {
  return <StatusBadge label={transactionStatusLabel(status)} />;
}

/** A red envelope's status as the server sent it (a code or a word; see status-labels.ts). */
export function EnvelopeStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={envelopeStatusLabel(status)} />;
}

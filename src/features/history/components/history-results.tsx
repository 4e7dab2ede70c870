import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { HistoryKind } from '../schemas/history-search';
import type { RedEnvelopeRow, TransactionRow } from '../schemas/history-rows';
import { RedEnvelopeTable } from './red-envelope-table';
import { TransactionTable } from './transaction-table';

export type HistoryResultsProps = {
  kind: HistoryKind;
  transactions: TransactionRow[];
  redEnvelopes: RedEnvelopeRow[];
  loading?: boolean;
  /** Already-translated failure of the search; the form stays usable. */
  error?: string | null;
  onRetry?: () => void;
  onEditRemark: (row: TransactionRow) => void;
};

export function HistoryResults({
  kind,
  transactions,
  redEnvelopes,
  loading,
  error,
  onRetry,
  onEditRemark,
}: HistoryResultsProps) {
  const { t } = useTranslation(['history', 'common']);
  return (
    <section aria-label={t(kind === 'transaction' ? 'table.transactions' : 'table.redEnvelopes')} className="space-y-3">
      {error && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span>
            <strong className="font-semibold">{t('searchFailed')}</strong> {error}
          </span>
          {onRetry && (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {t('common:actions.retry')}
            </Button>
          )}
        </div>
      )}
      {kind === 'transaction' ? (
        <TransactionTable rows={error ? [] : transactions} loading={loading} onEditRemark={onEditRemark} />
      ) : (
        <RedEnvelopeTable rows={error ? [] : redEnvelopes} loading={loading} />
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import { ErrorBanner } from '@/components/ui/error-banner';
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
  /** The failed load is being asked again: the failure stays, its Retry busy. */
  retrying?: boolean;
  onRetry?: () => void;
  onEditRemark: (row: TransactionRow) => void;
  /** The table's filter, order and page, owned by the screen (kept in the address). */
  view?: TableViewControl;
};

export function HistoryResults({
  kind,
  transactions,
  redEnvelopes,
  loading,
  error,
  retrying = false,
  onRetry,
  onEditRemark,
  view,
}: HistoryResultsProps) {
  const { t } = useTranslation(['history', 'common']);
  return (
    <section aria-label={t(kind === 'transaction' ? 'table.transactions' : 'table.redEnvelopes')} className="space-y-3">
      {error && <ErrorBanner title={t('searchFailed')} message={error} onRetry={onRetry} retrying={retrying} />}
      {kind === 'transaction' ? (
        <TransactionTable rows={error ? [] : transactions} loading={loading} onEditRemark={onEditRemark} view={view} />
      ) : (
        <RedEnvelopeTable rows={error ? [] : redEnvelopes} loading={loading} view={view} />
      )}
    </section>
  );
}

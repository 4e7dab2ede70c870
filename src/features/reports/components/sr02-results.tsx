import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/ui/error-banner';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import { summarizeSr02, type Sr02Report } from '../schemas/sr02-report';
import { Sr02List } from './sr02-list';
import { Sr02Totals } from './sr02-totals';

export type Sr02ResultsProps = {
  report: Sr02Report | undefined;
  loading?: boolean;
  /** Already-translated failure; the form stays usable. */
  error?: string | null;
  /** The failed load is being asked again: the failure stays, its Retry busy. */
  retrying?: boolean;
  onRetry?: () => void;
  /** The agent table's filter, order and page, when the page keeps them (in its address). */
  view?: TableViewControl;
};

const EMPTY: Sr02Report = { totalList: [], dataList: [] };

export function Sr02Results({ report, loading = false, error, retrying = false, onRetry, view }: Sr02ResultsProps) {
  const { t } = useTranslation(['reports', 'common']);
  const shown = error ? EMPTY : (report ?? EMPTY);
  return (
    <div className="space-y-4">
      {error && <ErrorBanner title={t('searchFailed')} message={error} onRetry={onRetry} retrying={retrying} />}
      <Sr02Totals summary={summarizeSr02(shown.totalList)} loading={loading} />
      <Sr02List rows={shown.dataList} loading={loading} view={view} />
    </div>
  );
}

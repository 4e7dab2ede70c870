import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';
import { useNotice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/api/error-message';
import { systemClock, type Clock, type DateTimeRange } from '@/lib/dates';
import { useEditRemark } from '../api/edit-remark';
import { useRedEnvelopes } from '../api/get-red-envelopes';
import { useTransactions } from '../api/get-transactions';
import { toHistoryQuery } from '../api/history-query';
import { EditRemarkDialog } from '../components/edit-remark-dialog';
import { HistoryFilters } from '../components/history-filters';
import { HistoryResults } from '../components/history-results';
import type { TransactionRow } from '../schemas/history-rows';
import type { HistorySearch as Search } from '../schemas/history-search';
import { maskRedEnvelopes, maskTransactions, type MaskedName } from './masked-name';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useOverlay } from '@/lib/use-overlay';
import { useLoadFailure } from '@/lib/api/use-load-failure';
import { RefusedLinkNotice } from '@/components/ui/refused-link-notice';
import { useHistoryView } from './use-history-view';
import { SavedViewsBar } from '@/lib/views/saved-views-bar';
import { paths } from '@/config/paths';

export type HistorySearchProps = {
  username: string;
  /**
   * The page was opened by a masked link: `username` is shown as `masked.shown` (field, rows), and
   * searching with the field left as shown still asks the server about the account itself.
   */
  masked?: MaskedName | null;
  /** The range the screen opens with (the last 24 hours on the page; fixed in stories). */
  initialRange: DateTimeRange;
  clock?: Clock;
};

/** History search: searches at once with the initial range, then on every submit. */
export function HistorySearch({ username, masked = null, initialRange, clock = systemClock }: HistorySearchProps) {
  const { t } = useTranslation('history');
  const notice = useNotice();
  const location = useLocation();
  const navigationType = useNavigationType();
  const initial = useMemo<Search>(
    () => ({ username, kind: 'transaction', start: initialRange.start, end: initialRange.end }),
    [username, initialRange.start, initialRange.end],
  );
  const { search, setSearch, table, refused, savedQuery } = useHistoryView(initial, masked?.username ?? null);
  const shownDefaults = useMemo<Search>(
    () => (masked && search.username === masked.username ? { ...search, username: masked.shown } : search),
    [search, masked],
  );
  const query = useMemo(() => toHistoryQuery(search), [search]);

  const transactions = useTransactions(search.kind === 'transaction' ? query : null);
  const redEnvelopes = useRedEnvelopes(search.kind === 'redEnvelope' ? query : null);
  const active = search.kind === 'transaction' ? transactions : redEnvelopes;
  const failure = useLoadFailure(active);
  const shownTransactions = useMemo(
    () => maskTransactions(transactions.data ?? [], masked),
    [transactions.data, masked],
  );
  const shownRedEnvelopes = useMemo(
    () => maskRedEnvelopes(redEnvelopes.data ?? [], masked),
    [redEnvelopes.data, masked],
  );

  // The remark dialog opens without the last failure.
  const dialogs = useOverlay<'remark', TransactionRow>({ onOpen: () => edit.reset() });
  const editing = dialogs.isOpen('remark') ? (dialogs.payload ?? null) : null;
  const once = useOneAtATime();
  const edit = useEditRemark({
    mutationConfig: {
      onSuccess: () => {
        dialogs.close();
        notice.toast(t('editRemark.success'), { tone: 'success' });
      },
    },
  });
  const { open: openDialog } = dialogs;
  const openEdit = useCallback((row: TransactionRow) => openDialog('remark', row), [openDialog]);

  const onSearch = (typed: Search) => {
    const next = masked && typed.username.trim() === masked.shown ? { ...typed, username: masked.username } : typed;
    const same = JSON.stringify(toHistoryQuery(next)) === JSON.stringify(query) && next.kind === search.kind;
    // Searching the same criteria again asks the server again.
    if (same) void active.refetch();
    else setSearch(next);
  };

  return (
    <div className="space-y-4">
      {refused && <RefusedLinkNotice />}
      <SavedViewsBar screen="history" path={paths.history()} query={savedQuery} />
      <HistoryFilters
        defaultValues={shownDefaults}
        onSearch={onSearch}
        searching={active.isFetching}
        clock={clock}
        // Back and Forward show the search of the entry they reach, whatever was typed meanwhile.
        restoreKey={navigationType === 'POP' ? location.key : undefined}
      />
      <HistoryResults
        kind={search.kind}
        transactions={shownTransactions}
        redEnvelopes={shownRedEnvelopes}
        loading={active.isFetching}
        {...failure}
        onRetry={() => void active.refetch()}
        onEditRemark={openEdit}
        view={table}
      />
      <EditRemarkDialog
        {...dialogs.dialogProps('remark')}
        record={editing}
        pending={edit.isPending}
        error={edit.isError ? errorMessage(edit.error, t) : null}
        onSubmit={({ remark }) => editing && once(() => edit.mutateAsync({ transaction_id: editing.id, remark }))}
      />
    </div>
  );
}

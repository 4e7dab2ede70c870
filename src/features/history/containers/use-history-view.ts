import { useMemo } from 'react';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import { tableViewFromUrl, tableViewToUrl, tableViewUrlDefaults } from '@/lib/views/table-view-url';
import { writeUrlState } from '@/lib/views/url-state';
import { useUrlState } from '@/lib/views/use-url-state';
import type { HistorySearch } from '../schemas/history-search';
import { historyUrlSchema, type HistoryUrl } from '../schemas/history-url';

/**
 * The history's search and table view, kept in the address. A submitted search is a history entry
 * of its own (Back returns to the one before) and starts from the first page; filtering, ordering
 * and paging replace the entry. The defaults (the screen's account, transactions, the range it
 * opened with) stay out of the address.
 */
export function useHistoryView(initial: HistorySearch, hiddenUsername: string | null) {
  const defaults: HistoryUrl = { ...initial, ...tableViewUrlDefaults() };
  const url = useUrlState(historyUrlSchema, defaults);
  const { value, set } = url;
  const search = useMemo<HistorySearch>(
    () => ({ username: value.username, kind: value.kind, start: value.start, end: value.end }),
    [value.username, value.kind, value.start, value.end],
  );
  const table = useMemo<TableViewControl>(
    () => [tableViewFromUrl(value), (next) => set({ ...value, ...tableViewToUrl(next) }, 'replace')],
    [value, set],
  );
  const setSearch = (next: HistorySearch) =>
    set({ ...value, ...next, page: 1, sort: next.kind === value.kind ? value.sort : '' }, 'push');
  // A saved view names its account itself (it opens on the plain history address), except one the
  // viewer sees masked: a masked name never enters an address.
  const savedQuery = writeUrlState(
    { ...value, username: value.username === hiddenUsername ? '' : value.username },
    { ...defaults, username: '' },
    new URLSearchParams(),
  ).toString();
  return { search, setSearch, table, refused: url.refused, savedQuery };
}

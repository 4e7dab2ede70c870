import { useMemo } from 'react';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import { tableViewFromUrl, tableViewToUrl, tableViewUrlDefaults } from '@/lib/views/table-view-url';
import { writeUrlState } from '@/lib/views/url-state';
import { useUrlState } from '@/lib/views/use-url-state';
import { emptyAccountSearch, isSearchEmpty, type AccountSearchInput } from '../schemas/account-search';
import { accountUrlSchema, type AccountUrl } from '../schemas/account-url';

const DEFAULTS: AccountUrl = { ...emptyAccountSearch, ...tableViewUrlDefaults(10) };

/**
 * A management list's server search and table view, kept in the address. A submitted search (or
 * Reset) is a history entry of its own and starts from the first page; the table's filter, order
 * and paging replace the entry, so Back steps over them to the search before.
 */
export function useAccountView() {
  const url = useUrlState(accountUrlSchema, DEFAULTS);
  const { value, set } = url;
  const search = useMemo<AccountSearchInput | null>(() => {
    const typed = { username: value.username, nickname: value.nickname };
    return isSearchEmpty(typed) ? null : typed;
  }, [value.username, value.nickname]);
  const table = useMemo<TableViewControl>(
    () => [tableViewFromUrl(value), (next) => set({ ...value, ...tableViewToUrl(next) }, 'replace')],
    [value, set],
  );
  const setSearch = (next: AccountSearchInput | null) =>
    set({ ...value, ...(next ?? emptyAccountSearch), page: 1 }, 'push');
  const savedQuery = writeUrlState(value, DEFAULTS, new URLSearchParams()).toString();
  return { search, setSearch, table, refused: url.refused, savedQuery };
}

import { useMemo } from 'react';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import { tableViewFromUrl, tableViewToUrl, tableViewUrlDefaults } from '@/lib/views/table-view-url';
import { useUrlState } from '@/lib/views/use-url-state';
import type { Sr02Search } from '../schemas/sr02-search';
import { sr02UrlSchema, type Sr02Url } from '../schemas/sr02-url';

/**
 * SR02's search and agent table, kept in the address. A submitted search is a history entry of its
 * own (Back returns to the one before) and starts from the table's first page; filtering, ordering
 * and paging replace the entry. The defaults (no agent, the range the screen opened with) stay out of
 * the address, so a link without dates opens on the reader's own yesterday to today.
 */
export function useSr02View(initial: Sr02Search) {
  const defaults: Sr02Url = { ...initial, ...tableViewUrlDefaults() };
  const url = useUrlState(sr02UrlSchema, defaults);
  const { value, set } = url;
  const search = useMemo<Sr02Search>(
    () => ({ username: value.username, start_date: value.start_date, end_date: value.end_date }),
    [value.username, value.start_date, value.end_date],
  );
  const table = useMemo<TableViewControl>(
    () => [tableViewFromUrl(value), (next) => set({ ...value, ...tableViewToUrl(next) }, 'replace')],
    [value, set],
  );
  const setSearch = (next: Sr02Search) => set({ ...value, ...next, page: 1 }, 'push');
  return { search, setSearch, table, refused: url.refused };
}

import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { PageSize } from '@/components/ui/data-table/page-size-select';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import { tableViewFromUrl, tableViewToUrl, tableViewUrlDefaults, tableViewUrlSchema } from './table-view-url';
import { useUrlState } from './use-url-state';

/**
 * A table's filter, order, page size and page kept in the address, for a screen whose table is all
 * its view (no server search). Every change replaces the history entry: Back leaves the screen
 * rather than stepping through keystrokes. Defaults stay out of the address; a page size the table
 * does not offer refuses the link.
 */
export function useTableUrlView(
  pageSize: PageSize,
  pageSizes?: readonly PageSize[],
): { view: TableViewControl; refused: boolean } {
  const offered = pageSizes?.map(String).join(',');
  const schema = useMemo(
    () =>
      offered === undefined
        ? tableViewUrlSchema
        : tableViewUrlSchema.check(z.refine((url) => offered.split(',').includes(url.size))),
    [offered],
  );
  const { value, set, refused } = useUrlState(schema, tableViewUrlDefaults(pageSize));
  const view = useMemo<TableViewControl>(
    () => [tableViewFromUrl(value), (next) => set(tableViewToUrl(next), 'replace')],
    [value, set],
  );
  return { view, refused };
}

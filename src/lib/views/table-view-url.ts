// zod's light form: list screens read their address before any dialog brings full zod.
import * as z from 'zod/mini';
import type { TableView } from '@/components/ui/data-table/table-view';
import type { PageSize } from '@/components/ui/data-table/page-size-select';

/**
 * A table's view in the address: q (its text filter), sort (a column id, "-" first for descending),
 * size (rows per page) and page (from 1, as people count pages).
 */
export const tableViewUrlSchema = z.object({
  q: z.string().check(z.maxLength(100)),
  sort: z.string().check(z.regex(/^-?[A-Za-z0-9_.]{0,60}$/)),
  size: z.enum(['10', '25', '50', 'all']),
  page: z.coerce.number().check(z.refine(Number.isInteger), z.minimum(1), z.maximum(100_000)),
});
export type TableViewUrl = z.infer<typeof tableViewUrlSchema>;

export const tableViewUrlDefaults = (pageSize: PageSize = 10): TableViewUrl => ({
  q: '',
  sort: '',
  size: String(pageSize) as TableViewUrl['size'],
  page: 1,
});

export function tableViewFromUrl(url: TableViewUrl): TableView {
  const desc = url.sort.startsWith('-');
  const id = desc ? url.sort.slice(1) : url.sort;
  return {
    query: url.q,
    sort: id ? { id, desc } : null,
    pageSize: url.size === 'all' ? 'all' : (Number(url.size) as PageSize),
    page: url.page - 1,
  };
}

export function tableViewToUrl(view: TableView): TableViewUrl {
  return {
    q: view.query,
    sort: view.sort ? `${view.sort.desc ? '-' : ''}${view.sort.id}` : '',
    size: String(view.pageSize) as TableViewUrl['size'],
    page: view.page + 1,
  };
}

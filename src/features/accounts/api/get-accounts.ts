import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiData } from '@/lib/api/client';
import { managedAccountListSchema } from '../schemas/account';
import { accountKeys } from './keys';

/** Spec section 9: the management list asks for everything at once and pages on the client. */
export const LIST_PER_PAGE = 50_000;

export type AccountListParams =
  { role_id: 2 | 3; page: 1; per_page: typeof LIST_PER_PAGE } | { username: string; nickname: string; page: number };

// The list may come bare or wrapped in a paginator object; both carry the same rows.
const listSchema = z.preprocess(
  (data) => (Array.isArray(data) ? data : ((data as { data?: unknown } | null)?.data ?? [])),
  managedAccountListSchema,
);

/** Marks when the list's data has arrived (read by the benchmark; a no-op cost in production). */
export const LIST_DATA_MARK = 'accounts:list-data';

export const getAccounts = async (params: AccountListParams) => {
  const rows = await apiData('api/user/list', params, listSchema);
  performance.mark(LIST_DATA_MARK, { detail: { rows: rows.length } });
  return rows;
};

export const accountsQueryOptions = (params: AccountListParams) =>
  queryOptions({ queryKey: accountKeys.list(params), queryFn: () => getAccounts(params), staleTime: 30_000 });

export const useAccounts = (params: AccountListParams) => useQuery(accountsQueryOptions(params));

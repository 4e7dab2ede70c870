import { queryOptions, useQuery } from '@tanstack/react-query';
import { callListEndpoint } from '@/lib/api/client';
import { ACCOUNT_LIST_PER_PAGE, accountEndpoints, type AccountListPayload } from '@/lib/api/endpoints/accounts';
import { accountKeys } from './keys';

/** Spec section 9: the management list asks for everything at once and pages on the client. */
export const LIST_PER_PAGE = ACCOUNT_LIST_PER_PAGE;

/** What the screens ask for: a role's whole list, or a server search by name. */
export type AccountListParams = AccountListPayload;

/** Marks when the list's data has arrived (read by the benchmark; a no-op cost in production). */
export const LIST_DATA_MARK = 'accounts:list-data';

/** The rows, and how many the server says exist (more than the rows when the answer is capped). */
export const getAccounts = async (params: AccountListParams) => {
  const { data: rows, total } = await callListEndpoint(accountEndpoints.userList, params);
  performance.mark(LIST_DATA_MARK, { detail: { rows: rows.length } });
  return { rows, total: total ?? rows.length };
};

export const accountsQueryOptions = (params: AccountListParams) =>
  queryOptions({ queryKey: accountKeys.list(params), queryFn: () => getAccounts(params), staleTime: 30_000 });

export const useAccounts = (params: AccountListParams) => useQuery(accountsQueryOptions(params));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { HISTORY_PER_PAGE, historyEndpoints } from '@/lib/api/endpoints/history';
import type { HistoryQuery } from '../schemas/history-rows';
import { historyKeys } from './keys';

export const getTransactions = (query: HistoryQuery, signal?: AbortSignal) =>
  callEndpoint(historyEndpoints.transactionList, query, { signal });

export const transactionsQueryOptions = (query: HistoryQuery) =>
  queryOptions({
    queryKey: historyKeys.transactionList(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
  });

export const useTransactions = (query: HistoryQuery | null) =>
  useQuery({ ...transactionsQueryOptions(query ?? emptyQuery), enabled: query !== null });

const emptyQuery: HistoryQuery = { username: '', start_time: '', end_time: '', page: 1, per_page: HISTORY_PER_PAGE };

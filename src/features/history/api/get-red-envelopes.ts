import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { HISTORY_PER_PAGE, historyEndpoints } from '@/lib/api/endpoints/history';
import type { HistoryQuery } from '../schemas/history-rows';
import { historyKeys } from './keys';

export const getRedEnvelopes = (query: HistoryQuery, signal?: AbortSignal) =>
  callEndpoint(historyEndpoints.redEnvelopeRecord, query, { signal });

export const redEnvelopesQueryOptions = (query: HistoryQuery) =>
  queryOptions({
    queryKey: historyKeys.redEnvelopeList(query),
    queryFn: ({ signal }) => getRedEnvelopes(query, signal),
  });

export const useRedEnvelopes = (query: HistoryQuery | null) =>
  useQuery({ ...redEnvelopesQueryOptions(query ?? emptyQuery), enabled: query !== null });

const emptyQuery: HistoryQuery = { username: '', start_time: '', end_time: '', page: 1, per_page: HISTORY_PER_PAGE };

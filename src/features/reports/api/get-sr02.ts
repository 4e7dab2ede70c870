import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { reportEndpoints } from '@/lib/api/endpoints/reports';
import { reportKeys, type Sr02Query } from './keys';

export const getSr02 = (query: Sr02Query, signal?: AbortSignal) =>
  callEndpoint(reportEndpoints.reportSr02, query, { signal });

export const sr02QueryOptions = (query: Sr02Query) =>
  queryOptions({ queryKey: reportKeys.sr02(query), queryFn: ({ signal }) => getSr02(query, signal) });

export const useSr02 = (query: Sr02Query) => useQuery(sr02QueryOptions(query));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/client';
import { sr02ReportSchema } from '../schemas/sr02-report';
import { reportKeys, type Sr02Query } from './keys';

export const getSr02 = (query: Sr02Query, signal?: AbortSignal) =>
  apiData('api/report/sr02', query, sr02ReportSchema, { signal });

export const sr02QueryOptions = (query: Sr02Query) =>
  queryOptions({ queryKey: reportKeys.sr02(query), queryFn: ({ signal }) => getSr02(query, signal) });

export const useSr02 = (query: Sr02Query) => useQuery(sr02QueryOptions(query));

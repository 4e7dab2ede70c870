import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { templateKeys } from './keys';

export const getTemplates = (signal?: AbortSignal) => callEndpoint(endpoints.messageTemplates, {}, { signal });

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: templateKeys.list(), queryFn: ({ signal }) => getTemplates(signal) });

export const useTemplates = (enabled = true) => useQuery({ ...templatesQueryOptions(), enabled });

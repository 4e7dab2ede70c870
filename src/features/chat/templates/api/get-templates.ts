import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatTemplatesEndpoints } from '@/lib/api/endpoints/chat-templates';
import { templateKeys } from './keys';

export const getTemplates = (signal?: AbortSignal) =>
  callEndpoint(chatTemplatesEndpoints.messageTemplates, {}, { signal });

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: templateKeys.list(), queryFn: ({ signal }) => getTemplates(signal) });

export const useTemplates = (enabled = true) => useQuery({ ...templatesQueryOptions(), enabled });

import { callEndpoint } from '@/lib/api/client';
import { chatTemplatesEndpoints, type CreateTemplatePayload } from '@/lib/api/endpoints/chat-templates';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { templatesQueryOptions } from './get-templates';
import { judgeTemplateResult } from './template-result';

export const createTemplate = async (payload: CreateTemplatePayload) => {
  judgeTemplateResult(await callEndpoint(chatTemplatesEndpoints.createMessageTemplate, payload));
};

/** The list is refreshed only after data.code 1000. */
export const useCreateTemplate = ({ mutationConfig }: MutationHookOptions<typeof createTemplate> = {}) =>
  useApiMutation(createTemplate, {
    mutationConfig,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: templatesQueryOptions().queryKey }),
  });

import { callEndpoint } from '@/lib/api/client';
import { chatTemplatesEndpoints, type UpdateTemplatePayload } from '@/lib/api/endpoints/chat-templates';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { templatesQueryOptions } from './get-templates';
import { judgeTemplateResult } from './template-result';

export const updateTemplate = async (payload: UpdateTemplatePayload) => {
  judgeTemplateResult(await callEndpoint(chatTemplatesEndpoints.updateMessageTemplate, payload));
};

/** The list is refreshed only after data.code 1000. */
export const useUpdateTemplate = ({ mutationConfig }: MutationHookOptions<typeof updateTemplate> = {}) =>
  useApiMutation(updateTemplate, {
    mutationConfig,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: templatesQueryOptions().queryKey }),
  });

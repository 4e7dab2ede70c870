import { callEndpoint } from '@/lib/api/client';
import { chatTemplatesEndpoints, type DeleteTemplatePayload } from '@/lib/api/endpoints/chat-templates';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { templatesQueryOptions } from './get-templates';
import { judgeTemplateResult } from './template-result';

export const deleteTemplate = async (payload: DeleteTemplatePayload) => {
  judgeTemplateResult(await callEndpoint(chatTemplatesEndpoints.deleteMessageTemplate, payload));
};

/** The list is refreshed only after data.code 1000. */
export const useDeleteTemplate = ({ mutationConfig }: MutationHookOptions<typeof deleteTemplate> = {}) =>
  useApiMutation(deleteTemplate, {
    mutationConfig,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: templatesQueryOptions().queryKey }),
  });

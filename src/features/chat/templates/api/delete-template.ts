import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatTemplatesEndpoints, type DeleteTemplatePayload } from '@/lib/api/endpoints/chat-templates';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { templatesQueryOptions } from './get-templates';
import { judgeTemplateResult } from './template-result';

export const deleteTemplate = async (payload: DeleteTemplatePayload) => {
  judgeTemplateResult(await callEndpoint(chatTemplatesEndpoints.deleteMessageTemplate, payload));
};

/** Never retried; the list is refreshed only after data.code 1000. */
export function useDeleteTemplate(mutationConfig: MutationConfig<typeof deleteTemplate> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: deleteTemplate,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: templatesQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}

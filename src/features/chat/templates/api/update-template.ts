import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatTemplatesEndpoints, type UpdateTemplatePayload } from '@/lib/api/endpoints/chat-templates';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { templatesQueryOptions } from './get-templates';
import { judgeTemplateResult } from './template-result';

export const updateTemplate = async (payload: UpdateTemplatePayload) => {
  judgeTemplateResult(await callEndpoint(chatTemplatesEndpoints.updateMessageTemplate, payload));
};

/** Never retried; the list is refreshed only after data.code 1000. */
export function useUpdateTemplate(mutationConfig: MutationConfig<typeof updateTemplate> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: updateTemplate,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: templatesQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}

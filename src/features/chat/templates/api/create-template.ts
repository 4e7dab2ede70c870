import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatTemplatesEndpoints, type CreateTemplatePayload } from '@/lib/api/endpoints/chat-templates';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { templatesQueryOptions } from './get-templates';
import { judgeTemplateResult } from './template-result';

export const createTemplate = async (payload: CreateTemplatePayload) => {
  judgeTemplateResult(await callEndpoint(chatTemplatesEndpoints.createMessageTemplate, payload));
};

/** Never retried; the list is refreshed only after data.code 1000. */
export function useCreateTemplate(mutationConfig: MutationConfig<typeof createTemplate> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: createTemplate,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: templatesQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}

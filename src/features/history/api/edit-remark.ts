import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { historyEndpoints, type EditRemarkPayload } from '@/lib/api/endpoints/history';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { historyKeys } from './keys';

export const editRemark = async (payload: EditRemarkPayload) => {
  await callEndpoint(historyEndpoints.transactionEdit, payload);
};

/** Never retried (the client's mutation default); refreshes every transaction list on success. */
export function useEditRemark(mutationConfig: MutationConfig<typeof editRemark> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: editRemark,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: historyKeys.transactions() });
      await onSuccess?.(...args);
    },
  });
}

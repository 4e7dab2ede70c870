import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { historyKeys } from './keys';

export type EditRemarkPayload = { transaction_id: number; remark: string };

export const editRemark = async (payload: EditRemarkPayload) => {
  await apiCall('api/transaction/edit', payload);
};

type Config = Omit<UseMutationOptions<void, Error, EditRemarkPayload>, 'mutationFn'>;

/** Never retried (the client's mutation default); refreshes every transaction list on success. */
export function useEditRemark(mutationConfig: Config = {}) {
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

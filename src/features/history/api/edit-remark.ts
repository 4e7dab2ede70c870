import { callEndpoint } from '@/lib/api/client';
import { historyEndpoints, type EditRemarkPayload } from '@/lib/api/endpoints/history';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { historyKeys } from './keys';

export const editRemark = async (payload: EditRemarkPayload) => {
  await callEndpoint(historyEndpoints.transactionEdit, payload);
};

/** Refreshes every transaction list on success. */
export const useEditRemark = ({ mutationConfig }: MutationHookOptions<typeof editRemark> = {}) =>
  useApiMutation(editRemark, {
    mutationConfig,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: historyKeys.transactions() }),
  });

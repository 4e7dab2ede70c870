import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatBankEndpoints, type DeleteBankCardPayload } from '@/lib/api/endpoints/chat-bank';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { bankCardsQueryOptions } from './get-bank-cards';

export const deleteBankCard = async (payload: DeleteBankCardPayload) => {
  await callEndpoint(chatBankEndpoints.deleteBankCard, payload);
};

/** Never retried; refreshes the member's cards on success. */
export function useDeleteBankCard(mutationConfig: MutationConfig<typeof deleteBankCard> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: deleteBankCard,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: bankCardsQueryOptions(args[1].username).queryKey });
      await onSuccess?.(...args);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatBankEndpoints, type SaveBankCardsPayload } from '@/lib/api/endpoints/chat-bank';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { bankCardsQueryOptions } from './get-bank-cards';

export const createBankCards = async (payload: SaveBankCardsPayload) => {
  await callEndpoint(chatBankEndpoints.createBankCards, payload);
};

/** Never retried; refreshes the member's cards on success. */
export function useCreateBankCards(mutationConfig: MutationConfig<typeof createBankCards> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: createBankCards,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: bankCardsQueryOptions(args[1].username).queryKey });
      await onSuccess?.(...args);
    },
  });
}

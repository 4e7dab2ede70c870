import { callEndpoint } from '@/lib/api/client';
import { chatBankEndpoints, type SaveBankCardsPayload } from '@/lib/api/endpoints/chat-bank';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { bankCardsQueryOptions } from './get-bank-cards';

export const createBankCards = async (payload: SaveBankCardsPayload) => {
  await callEndpoint(chatBankEndpoints.createBankCards, payload);
};

/** Refreshes the member's cards on success. */
export const useCreateBankCards = ({ mutationConfig }: MutationHookOptions<typeof createBankCards> = {}) =>
  useApiMutation(createBankCards, {
    mutationConfig,
    refresh: (queryClient, input) =>
      queryClient.invalidateQueries({ queryKey: bankCardsQueryOptions(input.username).queryKey }),
  });

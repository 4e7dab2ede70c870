import { callEndpoint } from '@/lib/api/client';
import { chatBankEndpoints, type DeleteBankCardsPayload } from '@/lib/api/endpoints/chat-bank';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { bankCardsQueryOptions } from './get-bank-cards';

/** The spec's delete names only the member, so it deletes every card the member has. */
export const deleteBankCards = async (payload: DeleteBankCardsPayload) => {
  await callEndpoint(chatBankEndpoints.deleteBankCards, payload);
};

/** Refreshes the member's cards on success. */
export const useDeleteBankCards = ({ mutationConfig }: MutationHookOptions<typeof deleteBankCards> = {}) =>
  useApiMutation(deleteBankCards, {
    mutationConfig,
    refresh: (queryClient, input) =>
      queryClient.invalidateQueries({ queryKey: bankCardsQueryOptions(input.username).queryKey }),
  });

import { callEndpoint } from '@/lib/api/client';
import { chatBankEndpoints, type DeleteBankCardPayload } from '@/lib/api/endpoints/chat-bank';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { bankCardsQueryOptions } from './get-bank-cards';

export const deleteBankCard = async (payload: DeleteBankCardPayload) => {
  await callEndpoint(chatBankEndpoints.deleteBankCard, payload);
};

/** Refreshes the member's cards on success. */
export const useDeleteBankCard = ({ mutationConfig }: MutationHookOptions<typeof deleteBankCard> = {}) =>
  useApiMutation(deleteBankCard, {
    mutationConfig,
    refresh: (queryClient, input) =>
      queryClient.invalidateQueries({ queryKey: bankCardsQueryOptions(input.username).queryKey }),
  });

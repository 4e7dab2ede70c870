import { callEndpoint } from '@/lib/api/client';
import { chatBankEndpoints, type SaveBankAccountPayload } from '@/lib/api/endpoints/chat-bank';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { bankAccountQueryOptions } from './get-bank-account';

export const saveBankAccount = async (payload: SaveBankAccountPayload) => {
  await callEndpoint(chatBankEndpoints.saveBankAccount, payload);
};

/** Refreshes the member's account on success. */
export const useSaveBankAccount = ({ mutationConfig }: MutationHookOptions<typeof saveBankAccount> = {}) =>
  useApiMutation(saveBankAccount, {
    mutationConfig,
    refresh: (queryClient, input) =>
      queryClient.invalidateQueries({ queryKey: bankAccountQueryOptions(input.username).queryKey }),
  });

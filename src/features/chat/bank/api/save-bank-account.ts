import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { chatBankEndpoints, type SaveBankAccountPayload } from '@/lib/api/endpoints/chat-bank';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { bankAccountQueryOptions } from './get-bank-account';

export const saveBankAccount = async (payload: SaveBankAccountPayload) => {
  await callEndpoint(chatBankEndpoints.saveBankAccount, payload);
};

/** Never retried; refreshes the member's account on success. */
export function useSaveBankAccount(mutationConfig: MutationConfig<typeof saveBankAccount> = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig;
  return useMutation({
    ...rest,
    mutationFn: saveBankAccount,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: bankAccountQueryOptions(args[1].username).queryKey });
      await onSuccess?.(...args);
    },
  });
}

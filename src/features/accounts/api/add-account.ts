import { callEndpoint } from '@/lib/api/client';
import { accountEndpoints, type AddAccountPayload } from '@/lib/api/endpoints/accounts';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { accountKeys } from './keys';

export const addAccount = (payload: AddAccountPayload) => callEndpoint(accountEndpoints.userAdd, payload);

/** Refreshes every account list on success. */
export const useAddAccount = ({ mutationConfig }: MutationHookOptions<typeof addAccount> = {}) =>
  useApiMutation(addAccount, {
    mutationConfig,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: accountKeys.lists() }),
  });

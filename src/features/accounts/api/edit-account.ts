import { callEndpoint } from '@/lib/api/client';
import { accountEndpoints, type EditAccountPayload } from '@/lib/api/endpoints/accounts';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { accountKeys } from './keys';

export const editAccount = (payload: EditAccountPayload) => callEndpoint(accountEndpoints.userEdit, payload);

/** Refreshes every account list on success. */
export const useEditAccount = ({ mutationConfig }: MutationHookOptions<typeof editAccount> = {}) =>
  useApiMutation(editAccount, {
    mutationConfig,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: accountKeys.lists() }),
  });

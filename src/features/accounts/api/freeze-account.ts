import { callEndpoint } from '@/lib/api/client';
import { accountEndpoints } from '@/lib/api/endpoints/accounts';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { accountKeys } from './keys';

/** api/user/delete: the spec's delete freezes the account (status 0); nothing is removed. */
export const freezeAccount = (id: number) => callEndpoint(accountEndpoints.userDelete, { id });

/** Refreshes every account list on success (the frozen account shows status 0). */
export const useFreezeAccount = ({ mutationConfig }: MutationHookOptions<typeof freezeAccount> = {}) =>
  useApiMutation(freezeAccount, {
    mutationConfig,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: accountKeys.lists() }),
  });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { accountEndpoints } from '@/lib/api/endpoints/accounts';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { accountKeys } from './keys';

/** api/user/delete: the spec's delete freezes the account (status 0); nothing is removed. */
export const freezeAccount = (id: number) => callEndpoint(accountEndpoints.userDelete, { id });

export const useFreezeAccount = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof freezeAccount> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: freezeAccount,
    retry: false,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.lists() });
      await onSuccess?.(...args);
    },
  });
};

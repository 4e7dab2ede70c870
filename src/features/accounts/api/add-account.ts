import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { accountEndpoints, type AddAccountPayload } from '@/lib/api/endpoints/accounts';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { accountKeys } from './keys';

export const addAccount = (payload: AddAccountPayload) => callEndpoint(accountEndpoints.userAdd, payload);

export const useAddAccount = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addAccount> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: addAccount,
    retry: false,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.lists() });
      await onSuccess?.(...args);
    },
  });
};

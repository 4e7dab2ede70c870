import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { accountEndpoints, type EditAccountPayload } from '@/lib/api/endpoints/accounts';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { accountKeys } from './keys';

export const editAccount = (payload: EditAccountPayload) => callEndpoint(accountEndpoints.userEdit, payload);

export const useEditAccount = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof editAccount> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: editAccount,
    retry: false,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.lists() });
      await onSuccess?.(...args);
    },
  });
};

import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiCall, type ApiResponse } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import { accountKeys } from './keys';

/** api/user/delete: the spec's delete freezes the account (status 0); nothing is removed. */
export const freezeAccount = (id: number) => apiCall('api/user/delete', { id });

type MutationConfig = Omit<UseMutationOptions<ApiResponse, ApiError, number>, 'mutationFn' | 'retry'>;

export const useFreezeAccount = ({ mutationConfig }: { mutationConfig?: MutationConfig } = {}) => {
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

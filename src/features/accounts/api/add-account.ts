import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiCall, type ApiResponse } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import type { AddAccountInput } from '../schemas/add-account';
import { accountKeys } from './keys';

export const addAccount = (input: AddAccountInput) => apiCall('api/user/add', input);

type MutationConfig = Omit<UseMutationOptions<ApiResponse, ApiError, AddAccountInput>, 'mutationFn' | 'retry'>;

export const useAddAccount = ({ mutationConfig }: { mutationConfig?: MutationConfig } = {}) => {
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

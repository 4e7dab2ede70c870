import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiCall, type ApiResponse } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import type { EditAccountPayload } from '../schemas/edit-account';
import { accountKeys } from './keys';

export const editAccount = (input: EditAccountPayload) => apiCall('api/user/edit', input);

type MutationConfig = Omit<UseMutationOptions<ApiResponse, ApiError, EditAccountPayload>, 'mutationFn' | 'retry'>;

export const useEditAccount = ({ mutationConfig }: { mutationConfig?: MutationConfig } = {}) => {
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

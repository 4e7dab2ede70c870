import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiData } from '@/lib/api/client';
import type { ApiError } from '@/lib/api/errors';
import { loginResultSchema, type LoginPayload, type LoginResult } from '../schemas/login';
import { authKeys } from './keys';

export const login = (payload: LoginPayload) => apiData('api/login', payload, loginResultSchema);

type Config = Omit<UseMutationOptions<LoginResult, ApiError, LoginPayload>, 'mutationFn' | 'mutationKey'>;

export const useLogin = ({ mutationConfig }: { mutationConfig?: Config } = {}) =>
  useMutation({ mutationKey: authKeys.login(), mutationFn: login, ...mutationConfig });

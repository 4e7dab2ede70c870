import { callLazily } from '@/lib/api/lazy-call';
import type { LoginPayload } from '@/lib/api/endpoints/auth';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { authEndpoint } from './contract';
import { authKeys } from './keys';

export const login = (payload: LoginPayload) => callLazily(authEndpoint('login'), payload);

export const useLogin = ({ mutationConfig }: MutationHookOptions<typeof login> = {}) =>
  useApiMutation(login, { mutationConfig, mutationKey: authKeys.login() });

import { useMutation } from '@tanstack/react-query';
import { callLazily } from '@/lib/api/lazy-call';
import type { LoginPayload } from '@/lib/api/endpoints/auth';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { authEndpoint } from './contract';
import { authKeys } from './keys';

export const login = (payload: LoginPayload) => callLazily(authEndpoint('login'), payload);

export const useLogin = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) =>
  useMutation({ mutationKey: authKeys.login(), mutationFn: login, ...mutationConfig });

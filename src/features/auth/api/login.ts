import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { authEndpoints, type LoginPayload } from '@/lib/api/endpoints/auth';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { authKeys } from './keys';

export const login = (payload: LoginPayload) => callEndpoint(authEndpoints.login, payload);

export const useLogin = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) =>
  useMutation({ mutationKey: authKeys.login(), mutationFn: login, ...mutationConfig });

import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { LoginPayload } from '@/lib/api/endpoints/auth';
import type { MutationConfig } from '@/lib/api/mutation-config';
import { authKeys } from './keys';

export const login = (payload: LoginPayload) => callEndpoint(endpoints.login, payload);

export const useLogin = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) =>
  useMutation({ mutationKey: authKeys.login(), mutationFn: login, ...mutationConfig });

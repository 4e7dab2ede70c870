import { callLazily } from '@/lib/api/lazy-call';
import type { CheckSmsCodePayload } from '@/lib/api/endpoints/auth';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { authEndpoint } from './contract';
import { authKeys } from './keys';

export const checkSmsCode = (payload: CheckSmsCodePayload) => callLazily(authEndpoint('checkSmsCode'), payload);

export const useCheckSmsCode = ({ mutationConfig }: MutationHookOptions<typeof checkSmsCode> = {}) =>
  useApiMutation(checkSmsCode, { mutationConfig, mutationKey: authKeys.checkSmsCode() });

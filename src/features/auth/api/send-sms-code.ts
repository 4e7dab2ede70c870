import { callLazily } from '@/lib/api/lazy-call';
import type { SendSmsCodePayload } from '@/lib/api/endpoints/auth';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { authEndpoint } from './contract';
import { authKeys } from './keys';

export const sendSmsCode = async (payload: SendSmsCodePayload): Promise<void> => {
  await callLazily(authEndpoint('sendSmsCode'), payload);
};

export const useSendSmsCode = ({ mutationConfig }: MutationHookOptions<typeof sendSmsCode> = {}) =>
  useApiMutation(sendSmsCode, { mutationConfig, mutationKey: authKeys.sendSmsCode() });

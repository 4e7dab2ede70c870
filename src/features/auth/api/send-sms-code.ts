import { useMutation } from '@tanstack/react-query';
import { callLazily } from '@/lib/api/lazy-call';
import type { SendSmsCodePayload } from '@/lib/api/endpoints/auth';
import { authEndpoint } from './contract';
import { authKeys } from './keys';

export const sendSmsCode = async (payload: SendSmsCodePayload): Promise<void> => {
  await callLazily(authEndpoint('sendSmsCode'), payload);
};

export const useSendSmsCode = () => useMutation({ mutationKey: authKeys.sendSmsCode(), mutationFn: sendSmsCode });

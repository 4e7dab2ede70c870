import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { authEndpoints, type SendSmsCodePayload } from '@/lib/api/endpoints/auth';
import { authKeys } from './keys';

export const sendSmsCode = async (payload: SendSmsCodePayload): Promise<void> => {
  await callEndpoint(authEndpoints.sendSmsCode, payload);
};

export const useSendSmsCode = () => useMutation({ mutationKey: authKeys.sendSmsCode(), mutationFn: sendSmsCode });

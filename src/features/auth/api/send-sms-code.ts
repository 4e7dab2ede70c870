import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import type { SendSmsCodePayload } from '@/lib/api/endpoints/auth';
import { authKeys } from './keys';

export const sendSmsCode = async (payload: SendSmsCodePayload): Promise<void> => {
  await callEndpoint(endpoints.sendSmsCode, payload);
};

export const useSendSmsCode = () => useMutation({ mutationKey: authKeys.sendSmsCode(), mutationFn: sendSmsCode });

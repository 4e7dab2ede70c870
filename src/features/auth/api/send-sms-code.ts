import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { authKeys } from './keys';

export type SendSmsCodePayload = { username: string; mobile: string };

export const sendSmsCode = async (payload: SendSmsCodePayload): Promise<void> => {
  await apiCall('api/sendValidateCode', payload);
};

export const useSendSmsCode = () => useMutation({ mutationKey: authKeys.sendSmsCode(), mutationFn: sendSmsCode });

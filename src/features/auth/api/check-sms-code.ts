import { useMutation } from '@tanstack/react-query';
import { apiData } from '@/lib/api/client';
import { verificationResultSchema } from '../schemas/verification';
import { authKeys } from './keys';

export type CheckSmsCodePayload = { username: string; mobile: string; token: string };

export const checkSmsCode = (payload: CheckSmsCodePayload) =>
  apiData('api/checkValidateCode', payload, verificationResultSchema);

export const useCheckSmsCode = () => useMutation({ mutationKey: authKeys.checkSmsCode(), mutationFn: checkSmsCode });

import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { authEndpoints, type CheckSmsCodePayload } from '@/lib/api/endpoints/auth';
import { authKeys } from './keys';

export const checkSmsCode = (payload: CheckSmsCodePayload) => callEndpoint(authEndpoints.checkSmsCode, payload);

export const useCheckSmsCode = () => useMutation({ mutationKey: authKeys.checkSmsCode(), mutationFn: checkSmsCode });

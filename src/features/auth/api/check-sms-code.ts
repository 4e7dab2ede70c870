import { useMutation } from '@tanstack/react-query';
import { callLazily } from '@/lib/api/lazy-call';
import type { CheckSmsCodePayload } from '@/lib/api/endpoints/auth';
import { authEndpoint } from './contract';
import { authKeys } from './keys';

export const checkSmsCode = (payload: CheckSmsCodePayload) => callLazily(authEndpoint('checkSmsCode'), payload);

export const useCheckSmsCode = () => useMutation({ mutationKey: authKeys.checkSmsCode(), mutationFn: checkSmsCode });

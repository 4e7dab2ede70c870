import { useMutation } from '@tanstack/react-query';
import { callLazily } from '@/lib/api/lazy-call';
import type { AuthenticatorPayload } from '@/lib/api/endpoints/auth';
import { authEndpoint } from './contract';
import { authKeys } from './keys';

export const verifyAuthenticator = (payload: AuthenticatorPayload) =>
  callLazily(authEndpoint('verifyAuthenticator'), payload);

export const useVerifyAuthenticator = () =>
  useMutation({ mutationKey: authKeys.verifyAuthenticator(), mutationFn: verifyAuthenticator });

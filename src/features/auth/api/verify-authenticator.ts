import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { authEndpoints, type AuthenticatorPayload } from '@/lib/api/endpoints/auth';
import { authKeys } from './keys';

export const verifyAuthenticator = (payload: AuthenticatorPayload) =>
  callEndpoint(authEndpoints.verifyAuthenticator, payload);

export const useVerifyAuthenticator = () =>
  useMutation({ mutationKey: authKeys.verifyAuthenticator(), mutationFn: verifyAuthenticator });

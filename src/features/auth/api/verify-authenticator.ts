import { callLazily } from '@/lib/api/lazy-call';
import type { AuthenticatorPayload } from '@/lib/api/endpoints/auth';
import { useApiMutation, type MutationHookOptions } from '@/lib/api/use-api-mutation';
import { authEndpoint } from './contract';
import { authKeys } from './keys';

export const verifyAuthenticator = (payload: AuthenticatorPayload) =>
  callLazily(authEndpoint('verifyAuthenticator'), payload);

export const useVerifyAuthenticator = ({ mutationConfig }: MutationHookOptions<typeof verifyAuthenticator> = {}) =>
  useApiMutation(verifyAuthenticator, { mutationConfig, mutationKey: authKeys.verifyAuthenticator() });

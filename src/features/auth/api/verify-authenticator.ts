import { useMutation } from '@tanstack/react-query';
import { apiData } from '@/lib/api/client';
import { verificationResultSchema } from '../schemas/verification';
import { authKeys } from './keys';

export type AuthenticatorPayload = { username: string; secret: string };

export const verifyAuthenticator = (payload: AuthenticatorPayload) =>
  apiData('api/googleAuth', payload, verificationResultSchema);

export const useVerifyAuthenticator = () =>
  useMutation({ mutationKey: authKeys.verifyAuthenticator(), mutationFn: verifyAuthenticator });

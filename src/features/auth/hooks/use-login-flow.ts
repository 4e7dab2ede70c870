import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api/error-message';
import { isApiError } from '@/lib/api/errors';
import { useCheckSmsCode } from '../api/check-sms-code';
import { useLogin } from '../api/login';
import { useSendSmsCode } from '../api/send-sms-code';
import { useStartSession } from '../api/session';
import { useVerifyAuthenticator } from '../api/verify-authenticator';
import type { LoginInput, LoginResult } from '../schemas/login';
import { methodsForCode, verificationMobile, type VerificationMethod } from '../schemas/verification-methods';
import { useCountdown, type CountdownOptions } from './use-countdown';

/** Spec section 9: the Login button shows its loading state for 1 second. */
export const LOGIN_MIN_LOADING_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles like `promise`, but never before `ms` have passed. */
async function atLeast<T>(promise: Promise<T>, ms: number): Promise<T> {
  const [outcome] = await Promise.allSettled([promise, wait(ms)]);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}

export type LoginStep =
  | { kind: 'form'; credentials?: LoginInput }
  | { kind: 'verify'; credentials: LoginInput; methods: VerificationMethod[]; mobile: string };

type Options = { countdown?: CountdownOptions; minLoadingMs?: number; onSignedIn: (result: LoginResult) => void };

/** The sign-in state machine: form, then an optional second factor, then the login retry with auth_done. */
export function useLoginFlow({
  countdown: countdownOptions,
  minLoadingMs = LOGIN_MIN_LOADING_MS,
  onSignedIn,
}: Options) {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<LoginStep>({ kind: 'form' });
  const [formError, setFormError] = useState<string | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const [loggingIn, setLoggingIn] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const busy = useRef(false);

  const { mutateAsync: login } = useLogin();
  const { mutateAsync: verifyAuthenticator } = useVerifyAuthenticator();
  const { mutateAsync: sendCode, isPending: sending } = useSendSmsCode();
  const { mutateAsync: checkCode } = useCheckSmsCode();
  const startSession = useStartSession();
  const { remaining: resendIn, start: startCountdown, reset: resetCountdown } = useCountdown(countdownOptions);

  const finish = useCallback(
    async (result: LoginResult) => {
      await startSession(result);
      onSignedIn(result);
    },
    [startSession, onSignedIn],
  );

  // One click sends one request: the ref closes the gap before the busy state re-renders.
  const submitLogin = useCallback(
    async (credentials: LoginInput) => {
      if (busy.current) return;
      busy.current = true;
      setLoggingIn(true);
      setFormError(null);
      try {
        const result = await atLeast(login({ ...credentials, auth_done: '' }), minLoadingMs);
        await finish(result);
      } catch (error) {
        const methods = isApiError(error) ? methodsForCode(error.code) : null;
        if (isApiError(error) && methods) {
          const mobile = verificationMobile(error.data);
          setVerifyError(null);
          setCodeSent(false);
          resetCountdown();
          setStep({ kind: 'verify', credentials, methods, mobile });
        } else {
          setFormError(errorMessage(error, t));
        }
      } finally {
        busy.current = false;
        setLoggingIn(false);
      }
    },
    [login, minLoadingMs, finish, resetCountdown, t],
  );

  const verify = useCallback(
    async (method: string, code: string) => {
      if (step.kind !== 'verify' || busy.current) return;
      const { credentials, mobile } = step;
      busy.current = true;
      setVerifying(true);
      setVerifyError(null);
      try {
        let verified;
        if (method === 'authenticator')
          verified = await verifyAuthenticator({ username: credentials.username, secret: code });
        else if (method === 'sms') verified = await checkCode({ username: credentials.username, mobile, token: code });
        else {
          setVerifyError(t('verify.unsupported', { method }));
          return;
        }
        const result = await login({ ...credentials, auth_done: verified.auth_done });
        await finish(result);
      } catch (error) {
        setVerifyError(errorMessage(error, t));
      } finally {
        busy.current = false;
        setVerifying(false);
      }
    },
    [step, verifyAuthenticator, checkCode, login, finish, t],
  );

  // The countdown starts with the request and resets if sending fails (spec section 4).
  const sendSms = useCallback(async () => {
    if (step.kind !== 'verify' || sending || resendIn > 0) return;
    startCountdown();
    setVerifyError(null);
    try {
      await sendCode({ username: step.credentials.username, mobile: step.mobile });
      setCodeSent(true);
    } catch (error) {
      resetCountdown();
      setVerifyError(errorMessage(error, t));
    }
  }, [step, sending, resendIn, sendCode, startCountdown, resetCountdown, t]);

  // Back keeps what was typed so a second attempt is one click.
  const back = useCallback(() => {
    setStep((current) => ({
      kind: 'form',
      ...(current.kind === 'verify' ? { credentials: current.credentials } : {}),
    }));
    setVerifyError(null);
    setFormError(null);
    resetCountdown();
  }, [resetCountdown]);

  return {
    step,
    formError,
    verifyError,
    clearVerifyError: () => setVerifyError(null),
    loggingIn,
    verifying,
    sending,
    codeSent,
    resendIn,
    submitLogin,
    verify,
    sendSms,
    back,
  };
}

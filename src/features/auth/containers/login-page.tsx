import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { storage } from '@/lib/storage';
import { useLanguageChoice } from '@/lib/i18n/use-language-choice';
import { useOverlay } from '@/lib/use-overlay';
import { AgentReloginPrompt } from '../components/agent-relogin-prompt';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { LoadingBlock } from '@/components/ui/spinner';
import { useLoginFlow } from '../hooks/use-login-flow';
import { useDemoAccounts } from './use-demo-accounts';

// The second step's code comes with the login request (fetched as it is sent), not with the page:
// most sign-ins never need it, and the server's answer takes at least as long as the fetch.
const VerificationCard = lazyWithPreload(() =>
  import('../components/verification-card').then((m) => m.VerificationCard),
);

export type LoginPageProps = {
  /** SMS resend countdown length in seconds (spec: 60). */
  smsCountdownSeconds?: number;
  /** Clock for the countdown; a story can hold it still. */
  now?: () => number;
};

export default function LoginPage({ smsCountdownSeconds = 60, now }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const demo = useDemoAccounts();
  const languageChoice = useLanguageChoice();
  const onSignedIn = useCallback(() => void navigate(paths.dashboard(), { replace: true }), [navigate]);
  const flow = useLoginFlow({ countdown: { seconds: smsCountdownSeconds, ...(now ? { now } : {}) }, onSignedIn });
  const dialogs = useOverlay<'confirmSend'>();

  if (storage.get('is_agent_login')) {
    return (
      <AuthLayout title={t('title')} {...languageChoice}>
        <AgentReloginPrompt />
      </AuthLayout>
    );
  }

  const { step } = flow;
  if (step.kind === 'verify') {
    return (
      // The step's title shows with its card: until the card's code is there, the login page waits.
      <Suspense
        fallback={
          <AuthLayout title={t('title')} {...languageChoice}>
            <LoadingBlock className="py-8" />
          </AuthLayout>
        }
      >
        <AuthLayout title={t('verify.title')} {...languageChoice}>
          <VerificationCard
            username={step.credentials.username}
            methods={step.methods}
            mobile={step.mobile}
            onVerify={(method, code) => void flow.verify(method, code)}
            onSendCode={() => void flow.sendSms()}
            confirmOpen={dialogs.isOpen('confirmSend')}
            onConfirmOpenChange={(open) => (open ? dialogs.open('confirmSend') : dialogs.close())}
            onBack={flow.back}
            onMethodChange={flow.clearVerifyError}
            pending={flow.verifying}
            sending={flow.sending}
            resendIn={flow.resendIn}
            codeSent={flow.codeSent}
            error={flow.verifyError}
          />
        </AuthLayout>
      </Suspense>
    );
  }

  return (
    <AuthLayout title={t('title')} {...languageChoice}>
      <LoginForm
        onSubmit={(values) => {
          VerificationCard.preload();
          void flow.submitLogin(values);
        }}
        pending={flow.loggingIn}
        error={flow.formError}
        defaultValues={step.credentials}
        demoAccounts={demo.accounts}
        onResetDemo={demo.reset ? () => void demo.reset?.() : undefined}
        resettingDemo={demo.resetting}
      />
    </AuthLayout>
  );
}

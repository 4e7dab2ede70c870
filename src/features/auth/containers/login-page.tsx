import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { storage } from '@/lib/storage';
import { useLanguageChoice } from '@/lib/use-language-choice';
import { AgentReloginPrompt } from '../components/agent-relogin-prompt';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { VerificationCard } from '../components/verification-card';
import { useLoginFlow } from '../hooks/use-login-flow';
import { useDemoAccounts } from './use-demo-accounts';

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
  const onSignedIn = useCallback(() => void navigate('/index', { replace: true }), [navigate]);
  const flow = useLoginFlow({ countdown: { seconds: smsCountdownSeconds, ...(now ? { now } : {}) }, onSignedIn });

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
      <AuthLayout title={t('verify.title')} {...languageChoice}>
        <VerificationCard
          username={step.credentials.username}
          methods={step.methods}
          mobile={step.mobile}
          onVerify={(method, code) => void flow.verify(method, code)}
          onSendCode={() => void flow.sendSms()}
          onBack={flow.back}
          onMethodChange={flow.clearVerifyError}
          pending={flow.verifying}
          sending={flow.sending}
          resendIn={flow.resendIn}
          codeSent={flow.codeSent}
          error={flow.verifyError}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('title')} {...languageChoice}>
      <LoginForm
        onSubmit={(values) => void flow.submitLogin(values)}
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

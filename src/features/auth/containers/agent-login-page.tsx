import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/error-message';
import { useLogin } from '../api/login';
import { useStartSession } from '../api/session';
import { AgentLoginStatus } from '../components/agent-login-status';

/** Spec section 9: the agent login redirect waits 1 second. */
export const AGENT_LOGIN_DELAY_MS = 1000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export default function AgentLoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutateAsync: login } = useLogin();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<string | null>(null);
  // Each attempt (the first, then one per Retry) is sent once, although strict mode runs effects twice.
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const agentToken = params.get('agentToken');
  const agentUsername = params.get('agentUsername');

  useEffect(() => {
    if (started.current === attempt || !agentToken || !agentUsername) return;
    started.current = attempt;
    void (async () => {
      try {
        // The agent backend vouches with its token; there is no password of the user's own to send.
        const result = await login({
          username: agentUsername,
          password: '',
          auth_done: '',
          agent_username: agentUsername,
          agent_token: agentToken,
        });
        await startSession(result, { agent: true });
        await wait(AGENT_LOGIN_DELAY_MS);
        await navigate(paths.home(), { replace: true });
      } catch (error) {
        setFailure(errorMessage(error, t));
      }
    })();
  }, [attempt, agentToken, agentUsername, login, startSession, navigate, t]);

  const signIn = () => void navigate(paths.login(), { replace: true });
  if (!agentToken || !agentUsername)
    return <AgentLoginStatus state={{ status: 'error', message: t('agentLogin.missingParams') }} onSignIn={signIn} />;
  return (
    <AgentLoginStatus
      state={failure === null ? { status: 'loading' } : { status: 'error', message: failure }}
      onSignIn={signIn}
      onRetry={() => {
        setFailure(null);
        setAttempt((n) => n + 1);
      }}
    />
  );
}

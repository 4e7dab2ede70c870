import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/error-message';
import { useLogin } from '../api/login';
import { useStartSession } from '../api/session';
import { AgentLoginStatus } from '../components/agent-login-status';
import { type HandOverCheck, noCheck } from './hand-over-check';

/** Spec section 9: the agent login redirect waits 1 second. */
export const AGENT_LOGIN_DELAY_MS = 1000;

function GoHome() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.home(), { replace: true }), AGENT_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <AgentLoginStatus state={{ status: 'loading' }} onSignIn={() => undefined} />;
}

/**
 * The agent backend hands a session over: the page signs in with its token first, and the app's
 * check of this path (`check`) runs only then, with the new session. A session the browser held
 * before (perhaps ended long ago) has no say in it. A link without its parameters hands nothing
 * over and is checked as it opens.
 */
export default function AgentLoginPage({ check = noCheck }: { check?: HandOverCheck }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutateAsync: login } = useLogin();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
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
        setSignedIn(true);
      } catch (error) {
        setFailure(errorMessage(error, t));
      }
    })();
  }, [attempt, agentToken, agentUsername, login, startSession, t]);

  const signIn = () => void navigate(paths.login(), { replace: true });
  if (!agentToken || !agentUsername)
    return check(
      <AgentLoginStatus state={{ status: 'error', message: t('agentLogin.missingParams') }} onSignIn={signIn} />,
    );
  if (signedIn) return check(<GoHome />);
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

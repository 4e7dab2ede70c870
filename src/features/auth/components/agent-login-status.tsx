import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Callout } from '@/components/ui/callout';

export type AgentLoginState = { status: 'loading' } | { status: 'error'; message: string };

export type AgentLoginStatusProps = {
  state: AgentLoginState;
  /** Leaves the failed agent sign-in for the ordinary sign-in page. */
  onSignIn: () => void;
  /** Sends the same agent sign-in again; absent when retrying cannot help (the link lacks its parameters). */
  onRetry?: () => void;
};

/**
 * The agent login landing: Loading... while signing in, or Error: followed by the message (spec
 * section 2). A failure is not a dead end: the user can go to the sign-in page, or try again.
 */
export function AgentLoginStatus({ state, onSignIn, onRetry }: AgentLoginStatusProps) {
  const { t } = useTranslation('auth');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <h1 className="sr-only">{t('title')}</h1>
      {state.status === 'loading' ? (
        <p role="status" className="flex items-center gap-3 text-base text-slate-800">
          <Spinner className="size-5 text-primary-600" />
          {t('agentLogin.loading')}
        </p>
      ) : (
        <div className="w-full max-w-md space-y-4 rounded-lg bg-white p-6 shadow-md">
          <Callout as="p" tone="error" size="md" role="alert" className="text-base">
            {t('agentLogin.error', { message: state.message })}
          </Callout>
          <p className="text-sm text-slate-700">{t('agentLogin.failedHint')}</p>
          <div className="flex flex-wrap justify-end gap-2">
            {onRetry && (
              <Button variant="secondary" onClick={onRetry}>
                {t('common:actions.retry')}
              </Button>
            )}
            <Button onClick={onSignIn}>{t('agentLogin.goToLogin')}</Button>
          </div>
        </div>
      )}
    </main>
  );
}

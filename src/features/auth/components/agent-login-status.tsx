import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

export type AgentLoginState = { status: 'loading' } | { status: 'error'; message: string };

/** The agent login landing: Loading... while signing in, or Error: followed by the message (spec section 2). */
export function AgentLoginStatus({ state }: { state: AgentLoginState }) {
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
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-base text-red-800">
          {t('agentLogin.error', { message: state.message })}
        </p>
      )}
    </main>
  );
}

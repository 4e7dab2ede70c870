import { useTranslation } from 'react-i18next';

/** Shown instead of the form when the session was started from the agent backend. */
export function AgentReloginPrompt() {
  const { t } = useTranslation('auth');
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-900">
      {t('agentBackendReLoginPrompt')}
    </p>
  );
}

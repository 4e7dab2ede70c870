import { useTranslation } from 'react-i18next';
import { Callout } from '@/components/ui/callout';

/** Shown instead of the form when the session was started from the agent backend. */
export function AgentReloginPrompt() {
  const { t } = useTranslation('auth');
  return (
    <Callout as="p" tone="warning" role="status" className="py-3 text-amber-900">
      {t('agentBackendReLoginPrompt')}
    </Callout>
  );
}

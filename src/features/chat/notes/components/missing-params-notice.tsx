import { useTranslation } from 'react-i18next';
import { Callout } from '@/components/ui/callout';

/**
 * Shown instead of a notebook page whose address lacks (or garbles) its room, member or note: the
 * spec loads nothing then; the user is told why rather than left with an empty screen.
 */
export function MissingParamsNotice({ kind }: { kind: 'notebook' | 'entries' }) {
  const { t } = useTranslation('chat-notes');
  return (
    <Callout as="section" tone="warning" size="panel" role="alert" className="m-4 max-w-lg space-y-2">
      <h2 className="text-lg font-semibold">{t('missing.title')}</h2>
      <p className="text-sm">{kind === 'notebook' ? t('missing.notebook') : t('missing.entries')}</p>
    </Callout>
  );
}

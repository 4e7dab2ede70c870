import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';

/**
 * Shown when the sound is on but the browser refused to play it (no press on the page since it
 * opened): one press on Allow lets it play from then on.
 */
export function SoundBlockedHint({ onAllow }: { onAllow: () => void }) {
  const { t } = useTranslation('chat-alerts');
  return (
    <Callout tone="warning" size="band" role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b">
      <p className="min-w-0 flex-1">{t('sound.blockedHint')}</p>
      <Button variant="secondary" size="sm" onClick={onAllow}>
        {t('sound.allow')}
      </Button>
    </Callout>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** In place of the rooms when the search or a quick filter leaves none, with the way back to all. */
export function NoRoomMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('chat-nav');
  return (
    <div className="p-6 text-center">
      <p className="font-medium text-slate-800">{t('rooms.find.noMatch')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('rooms.find.noMatchHint')}</p>
      <Button size="sm" variant="secondary" className="mt-3" onClick={onClear}>
        {t('rooms.find.clear')}
      </Button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export type AiRecoverBarProps = { onRecover: () => void; recovering: boolean };

/** Takes the composer's place in an AI room: nothing can be written, the room can only be recovered. */
export function AiRecoverBar({ onRecover, recovering }: AiRecoverBarProps) {
  const { t } = useTranslation('chat-room');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3">
      <p className="min-w-0 flex-1 text-sm text-slate-700">{t('ai.hint')}</p>
      <Button onClick={onRecover} loading={recovering} className="h-auto min-h-10 py-2">
        {t('ai.recover')}
      </Button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LIST_HEADER_HEIGHT } from './message-list-layout';

type MessageListStartProps = { hasOlder: boolean; loadingOlder: boolean; empty: boolean; onLoadOlder: () => void };

/** The top of the log: the button for older messages, or the start of the conversation once all are loaded. */
export function MessageListStart({ hasOlder, loadingOlder, empty, onLoadOlder }: MessageListStartProps) {
  const { t } = useTranslation('chat-room');
  return (
    <div
      className="absolute inset-x-0 top-0 flex items-center justify-center px-4"
      style={{ height: LIST_HEADER_HEIGHT }}
    >
      {hasOlder ? (
        <Button
          variant="secondary"
          size="sm"
          className="h-auto min-h-8 py-1"
          loading={loadingOlder}
          onClick={onLoadOlder}
        >
          {t('list.older')}
        </Button>
      ) : (
        !empty && <p className="text-xs text-slate-600">{t('list.start')}</p>
      )}
    </div>
  );
}

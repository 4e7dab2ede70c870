import { useTranslation } from 'react-i18next';
import { AlertFilledIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';

export type UnsentBarProps = {
  /** The room's messages not sent (failed, or kept from before a reload). */
  count: number;
  /** Retry all is sending them, one after another. */
  sending: boolean;
  onRetryAll: () => void;
};

/**
 * Above the composer when two or more of the room's messages are not sent (one has its own Retry
 * beside it): how many, and Retry all. While Retry all runs, the count goes down as each is sent and
 * the button is busy; the bar goes away once none is left.
 */
export function UnsentBar({ count, sending, onRetryAll }: UnsentBarProps) {
  const { t } = useTranslation('chat-room');
  if (count < 2 && !sending) return null;
  return (
    <Callout
      tone="error"
      size="band"
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 border-t"
    >
      <p className="flex min-w-0 flex-1 items-center gap-1.5 font-medium">
        <AlertFilledIcon className="size-4 shrink-0" />
        {t('unsent.count', { count })}
      </p>
      <Button size="sm" variant="secondary" className="h-auto min-h-8 py-1" loading={sending} onClick={onRetryAll}>
        {sending ? t('unsent.sending') : t('unsent.retryAll')}
      </Button>
    </Callout>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FormFooter } from '@/components/ui/transfer-parts';

/** Event mode as the dialog knows it: still being checked (about 1.2 s), on, or off. */
export type EventModeState = 'checking' | 'on' | 'off';

type PointsDialogFooterProps = {
  eventMode: EventModeState;
  noTypes: boolean;
  pending: boolean;
  blocked: boolean;
  onCancel: () => void;
};

/** Cancel, and Send once event mode is known to be off (a spinner while it is checked, nothing while on). */
export function PointsDialogFooter({ eventMode, noTypes, pending, blocked, onCancel }: PointsDialogFooterProps) {
  const { t } = useTranslation('chat-points');
  return (
    <FormFooter>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {t('common:actions.cancel')}
      </Button>
      {eventMode === 'checking' && <Spinner className="size-5 text-primary-600" label={t('checkingMode')} />}
      {eventMode === 'off' && !noTypes && (
        <Button type="submit" loading={pending} disabled={blocked}>
          {t('send')}
        </Button>
      )}
    </FormFooter>
  );
}

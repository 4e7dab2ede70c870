import { useTranslation } from 'react-i18next';
import { OutcomeUnknownNotice } from '@/components/ui/transfer-parts';

type PointsSendNotesProps = {
  recordHref: string;
  uncertain: boolean;
  acknowledged: boolean;
  onAcknowledgedChange: (acknowledged: boolean) => void;
  offline: boolean;
};

/** Below the form: the member's 24-hour record, and what holds Send back (an unknown outcome, no network). */
export function PointsSendNotes({
  recordHref,
  uncertain,
  acknowledged,
  onAcknowledgedChange,
  offline,
}: PointsSendNotesProps) {
  const { t } = useTranslation('chat-points');
  return (
    <>
      <p className="text-sm">
        <a
          href={recordHref}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary-700 underline"
        >
          {t('record')}
        </a>
      </p>
      {uncertain && (
        <OutcomeUnknownNotice
          historyHref={recordHref}
          acknowledged={acknowledged}
          onAcknowledgedChange={onAcknowledgedChange}
        />
      )}
      {offline && (
        <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          {t('offline')}
        </p>
      )}
    </>
  );
}

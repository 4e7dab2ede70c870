import { useTranslation } from 'react-i18next';
import { EnvelopePicture } from '@/components/icons';
import { TRANSACTION_DISPLAY } from '../schemas/message';
import { cn } from '@/lib/cn';
import { transferAmount, transferLabelKey, transferStatusKey, transferTone } from './message-format';
import type { MessageView } from './message-view';

type TransferMessageProps = {
  message: Pick<MessageView, 'type' | 'content' | 'transaction_status' | 'withdraw_confirm'>;
  /** 1 a plain text line, 2 an envelope graphic (the room's transaction_type). */
  display: number;
};

/** A points transfer (message types 3 and 6 to 11): label, amount and its status (see transferStatusKey). */
export function TransferMessage({ message, display }: TransferMessageProps) {
  const { t } = useTranslation('chat-room');
  const label = t(transferLabelKey(message.type) ?? 'transfer.sendEnvelope');
  const amount = transferAmount(message.content);
  const statusKey = transferStatusKey(message);
  const tone = transferTone(message.type);

  if (display !== TRANSACTION_DISPLAY.envelope) {
    return (
      <p
        data-transfer="line"
        className="rounded-2xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
      >
        <span className={cn('font-medium', tone === 'in' ? 'text-emerald-700' : 'text-red-700')}>{label}</span>
        <span className="ms-2 font-semibold tabular-nums">{amount}</span>
        {statusKey && <span className="ms-2 text-slate-600">· {t(statusKey)}</span>}
      </p>
    );
  }

  return (
    <div
      data-transfer="envelope"
      className={cn(
        'w-60 max-w-full overflow-hidden rounded-xl text-white shadow-sm',
        tone === 'in' ? 'bg-emerald-700' : 'bg-red-700',
      )}
    >
      <div className="flex items-center gap-3 px-4 py-3">
        <EnvelopePicture className="size-10 shrink-0" />
        <div className="min-w-0">
          <p className="text-sm font-medium break-words">{label}</p>
          <p className="text-lg font-semibold tabular-nums">{amount}</p>
        </div>
      </div>
      {statusKey && <p className="bg-black/25 px-4 py-1.5 text-xs font-medium">{t(statusKey)}</p>}
    </div>
  );
}

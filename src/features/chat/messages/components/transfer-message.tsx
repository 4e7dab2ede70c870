import { useTranslation } from 'react-i18next';
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
        <EnvelopeIcon />
        <div className="min-w-0">
          <p className="text-sm font-medium break-words">{label}</p>
          <p className="text-lg font-semibold tabular-nums">{amount}</p>
        </div>
      </div>
      {statusKey && <p className="bg-black/25 px-4 py-1.5 text-xs font-medium">{t(statusKey)}</p>}
    </div>
  );
}

function EnvelopeIcon() {
  return (
    <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true">
      <rect x="6" y="4" width="28" height="32" rx="4" fill="#fde68a" />
      <path d="M6 10q14 10 28 0V8a4 4 0 0 0-4-4H10a4 4 0 0 0-4 4z" fill="#f59e0b" />
      <circle cx="20" cy="15" r="5" fill="#b45309" />
      <path d="M18 15h4M20 13v4" stroke="#fde68a" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

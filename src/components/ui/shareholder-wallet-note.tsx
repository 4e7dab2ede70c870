import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

// Shared by the account transfers and the chat's points dialog, so the texts are the kit's own.

/**
 * The spec's shareholder wallet note (backoffice section 9, chat section 8), shown as visible text
 * (not a tooltip) wherever staff move points into an account: the operator reads the withdrawal rule
 * before sending, not after hovering.
 */
export function ShareholderWalletNote({ className }: { className?: string }) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      className={cn('rounded-md border border-primary-100 bg-primary-50 p-3 text-sm text-slate-900', className)}
    >
      <p id={titleId} className="font-semibold">
        {t('transfer.shareholderNote.title')}
      </p>
      <p>{t('transfer.shareholderNote.body')}</p>
    </div>
  );
}

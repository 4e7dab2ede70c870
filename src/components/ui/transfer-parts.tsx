import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatExactAmount, formatMoney, isUnlimited, toDecimal } from '@/lib/money';
import { paths } from '@/config/paths';
import { Callout } from './callout';
import { CheckboxField } from './choice-fields';

// Shared by the account transfers and the chat's points dialog, so the texts are the kit's own.

type BalancePreviewProps = {
  /** Balance of the chosen wallet (decimal string), null when unknown. */
  current: string | null;
  /** Balance once the transfer is done, null while the amount is not a valid number. */
  after: string | null;
  /** Turnover the account must reach on a transfer in (amount x flow limit multiple); shown to 4 decimals like the amount. */
  audit?: string | null;
};

/** What the account holds now and after the transfer, shown before the user confirms. */
export function BalancePreview({ current, after, audit = null }: BalancePreviewProps) {
  const { t } = useTranslation('kit');
  const unlimited = current !== null && isUnlimited(current);
  const show = (value: string | null) =>
    unlimited ? t('common:unlimited') : value === null ? t('transfer.noAmountYet') : formatMoney(value);
  const negative = !unlimited && after !== null && (toDecimal(after)?.lt(0) ?? false);
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-md bg-slate-50 p-3 text-sm">
      <div>
        <dt className="text-slate-700">{t('transfer.currentBalance')}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">
          {current === null ? t('transfer.noAmountYet') : show(current)}
        </dd>
      </div>
      <div>
        <dt className="text-slate-700">{t('transfer.balanceAfter')}</dt>
        <dd
          className={negative ? 'font-semibold text-red-700 tabular-nums' : 'font-semibold text-slate-900 tabular-nums'}
        >
          {show(after)}
        </dd>
        {negative && <dd className="text-xs text-red-700">{t('transfer.afterNegative')}</dd>}
      </div>
      {audit !== null && (
        <div className="col-span-2">
          <dt className="text-slate-700">{t('transfer.auditAmount')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{formatExactAmount(audit, 4)}</dd>
        </div>
      )}
    </dl>
  );
}

type OutcomeUnknownProps = {
  historyHref: string;
  acknowledged: boolean;
  onAcknowledgedChange: (acknowledged: boolean) => void;
};

/**
 * The transfer may or may not have gone through: the user is told so, shown where to check, and
 * must acknowledge before the same transfer can be sent again (no blind resend).
 */
export function OutcomeUnknownNotice({ historyHref, acknowledged, onAcknowledgedChange }: OutcomeUnknownProps) {
  const { t } = useTranslation('kit');
  return (
    <Callout tone="warning" role="alert" title={t('transfer.unknown.title')} className="space-y-2 border-amber-400 p-3">
      <p>{t('transfer.unknown.body')}</p>
      <p>
        <a
          href={historyHref}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary-700 underline"
        >
          {t('transfer.unknown.historyLink')}
        </a>
      </p>
      <CheckboxField
        label={t('transfer.unknown.acknowledge')}
        className="text-inherit"
        checked={acknowledged}
        onChange={(e) => onAcknowledgedChange(e.target.checked)}
      />
    </Callout>
  );
}

/** Acknowledgement of an unknown outcome; it lapses as soon as the outcome is no longer unknown. */
export function useResendAcknowledgement(uncertain: boolean) {
  const [acknowledged, setAcknowledged] = useState(false);
  useEffect(() => {
    if (!uncertain) setAcknowledged(false);
  }, [uncertain]);
  return { acknowledged: uncertain && acknowledged, setAcknowledged, blocked: uncertain && !acknowledged };
}

/** Where the user checks what happened to a transfer: the account's history, in a new tab. */
export const historyHrefFor = (username: string) => paths.history(username);

/**
 * The dialog's buttons inside its form (same look as the Dialog footer), so Enter submits through
 * the form's own submit button and is ignored while that button is disabled.
 */
export function FormFooter({ children }: { children: ReactNode }) {
  return <div className="-mx-5 -mb-4 flex justify-end gap-2 border-t border-slate-200 px-5 py-3">{children}</div>;
}

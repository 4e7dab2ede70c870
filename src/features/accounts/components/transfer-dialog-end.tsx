import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/ui/form-actions';
import {
  BalancePreview,
  FormFooter,
  OutcomeUnknownNotice,
  type useResendAcknowledgement,
} from '@/components/ui/transfer-parts';
import { auditAmount, balanceAfter } from '../schemas/transfer';

export type TransferDialogEndProps = {
  /** The balance of the wallet the transfer moves (null while unknown). */
  current: string | null;
  /** The amount as typed. */
  amount: string;
  flowLimitMultiple: string | null;
  /** The last send got no answer: the notice asks for an acknowledgement before sending again. */
  uncertain: boolean;
  historyHref: string;
  resend: ReturnType<typeof useResendAcknowledgement>;
  pending: boolean;
  onCancel: () => void;
};

/**
 * The end of both transfer forms of an account (deposit, open/wash points): the balance before and
 * after, the unknown-outcome notice, and the buttons inside the form, so Enter submits only while
 * sending is allowed.
 */
export function TransferDialogEnd({
  current,
  amount,
  flowLimitMultiple,
  uncertain,
  historyHref,
  resend,
  pending,
  onCancel,
}: TransferDialogEndProps) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <BalancePreview
        current={current}
        after={balanceAfter(current, amount)}
        audit={auditAmount(amount, flowLimitMultiple)}
      />
      {uncertain && (
        <OutcomeUnknownNotice
          historyHref={historyHref}
          acknowledged={resend.acknowledged}
          onAcknowledgedChange={resend.setAcknowledged}
        />
      )}
      <FormFooter>
        <FormActions
          onCancel={onCancel}
          pending={pending}
          submitDisabled={resend.blocked}
          submitLabel={t('transfer.submit')}
        />
      </FormFooter>
    </>
  );
}

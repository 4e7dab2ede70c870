import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextInput } from '@/components/ui/field';
import type { ManagedAccount } from '../schemas/account';
import {
  depositInputSchema,
  sanitizeDepositAmount,
  WALLET,
  walletBalance,
  type DepositInput,
} from '../schemas/transfer';
import { ShareholderWalletNote } from '@/components/ui/shareholder-wallet-note';
import { useResendAcknowledgement } from '@/components/ui/transfer-parts';
import { fieldError } from '@/components/ui/field-error';
import { TransferDialogEnd } from './transfer-dialog-end';

export type DepositDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: ManagedAccount;
  pending?: boolean;
  /** The last send got no answer: sending again needs an explicit acknowledgement. */
  uncertain?: boolean;
  historyHref: string;
  /** The username as the list shows it (masked there when the viewer must not see it). */
  displayName?: string;
  /** Viewer's transfer_member_flow_limit_multiple: a transfer in shows its audit amount. */
  flowLimitMultiple?: string | null;
  onSubmit: (input: DepositInput) => void;
};

/**
 * Deposit (transfer in) to the account's main wallet. The amount field is filtered as the user
 * types: only digits and one decimal point survive (spec section 5), so it can never go negative.
 * On the kit's Dialog, not FormDialog: its end is the transfer's (TransferDialogEnd: balance preview,
 * payment password, unknown outcome), not Cancel / Save.
 */
export function DepositDialog({
  open,
  onOpenChange,
  account,
  pending = false,
  uncertain = false,
  historyHref,
  displayName,
  flowLimitMultiple = null,
  onSubmit,
}: DepositDialogProps) {
  const { t } = useTranslation('accounts');
  const shownName = displayName ?? account.username;
  const { control, register, handleSubmit, watch, formState } = useForm<DepositInput>({
    resolver: zodResolver(depositInputSchema),
    defaultValues: { amount: '', remark: '' },
  });
  const resend = useResendAcknowledgement(uncertain);
  const current = walletBalance(account, WALLET.main);
  const errors = formState.errors;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t('transfer.depositTitle')}
      description={t('transfer.accountLine', { username: shownName, nickname: account.nickname || shownName })}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((input) => !pending && !resend.blocked && onSubmit(input))}
      >
        <Field
          label={t('transfer.amount')}
          required
          error={fieldError(t, errors.amount?.message)}
          hint={t('transfer.depositAmountHint')}
        >
          <Controller
            control={control}
            name="amount"
            render={({ field: { onChange, ...field } }) => (
              <TextInput
                autoComplete="off"
                inputMode="decimal"
                invalid={!!errors.amount}
                {...field}
                onChange={(e) => onChange(sanitizeDepositAmount(e.target.value))}
              />
            )}
          />
        </Field>
        <Field label={t('transfer.remark')} required error={fieldError(t, errors.remark?.message)}>
          <TextInput autoComplete="off" invalid={!!errors.remark} {...register('remark')} />
        </Field>
        <ShareholderWalletNote />
        <TransferDialogEnd
          current={current}
          amount={watch('amount')}
          flowLimitMultiple={flowLimitMultiple}
          uncertain={uncertain}
          historyHref={historyHref}
          resend={resend}
          pending={pending}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  );
}

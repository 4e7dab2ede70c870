import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextInput } from '@/components/ui/field';
import type { ManagedAccount } from '../schemas/account';
import { transactionInputSchema, WALLET, walletBalance, type TransactionInput, type Wallet } from '../schemas/transfer';
import { ShareholderWalletNote } from '@/components/ui/shareholder-wallet-note';
import { useResendAcknowledgement } from '@/components/ui/transfer-parts';
import { TransferDialogEnd } from './transfer-dialog-end';
import { RadioGroupField, RadioOption } from '@/components/ui/choice-fields';
import { fieldError } from '@/components/ui/field-error';

export type TransactionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: ManagedAccount;
  /** Viewer's is_multiple_wallet is 1: the wallet choice is shown. */
  multiWallet: boolean;
  /** Viewer's deduct_point_button_visible is 1: a negative game-wallet amount deducts directly. */
  deductAllowed: boolean;
  /** A transfer of this intent is on its way: the send button is busy and disabled. */
  pending?: boolean;
  /** The last send got no answer: sending again needs an explicit acknowledgement. */
  uncertain?: boolean;
  historyHref: string;
  /** The username as the list shows it (masked there when the viewer must not see it). */
  displayName?: string;
  /** Viewer's transfer_member_flow_limit_multiple: a transfer in shows its audit amount. */
  flowLimitMultiple?: string | null;
  onSubmit: (input: TransactionInput) => void;
};

const defaults: TransactionInput = { amount: '', wallet: WALLET.main, remark: '' };

/**
 * Open points (positive amount) or wash points (minus sign first) for one account. On the kit's Dialog,
 * not FormDialog: its end is the transfer's (TransferDialogEnd), not Cancel / Save.
 */
export function TransactionDialog({
  open,
  onOpenChange,
  account,
  multiWallet,
  deductAllowed,
  pending = false,
  uncertain = false,
  historyHref,
  displayName,
  flowLimitMultiple = null,
  onSubmit,
}: TransactionDialogProps) {
  const { t } = useTranslation('accounts');
  const shownName = displayName ?? account.username;
  const schema = useMemo(() => transactionInputSchema({ multiWallet, deductAllowed }), [multiWallet, deductAllowed]);
  const { register, handleSubmit, watch, setValue, clearErrors, formState } = useForm<TransactionInput>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const resend = useResendAcknowledgement(uncertain);
  const wallet = watch('wallet');
  const amount = watch('amount');
  const game = multiWallet && wallet === WALLET.game;
  const current = walletBalance(account, game ? WALLET.game : WALLET.main);
  const errors = formState.errors;
  const walletField = register('wallet');
  // Open points moves a balance into the account: the shareholder wallet note applies (not to a wash out).
  const transferIn = !amount.trim().startsWith('-');

  // The game wallet's dialog always shows the deduct tip (backoffice spec section 2); a negative amount
  // stays refused without deduct_point_button_visible (section 5), which the hint then says too.
  const hint = game ? (
    <>
      <span className="block">{t('transfer.gameWalletDeductTip')}</span>
      {!deductAllowed && <span className="block">{t('transfer.gameWalletPositiveHint')}</span>}
    </>
  ) : (
    t('transfer.amountHint')
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t('transfer.transactionTitle')}
      description={t('transfer.accountLine', { username: shownName, nickname: account.nickname || shownName })}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((input) => !pending && !resend.blocked && onSubmit(input))}
      >
        {multiWallet && (
          <RadioGroupField legend={t('transfer.wallet')}>
            {([WALLET.main, WALLET.game] as Wallet[]).map((value) => (
              <RadioOption
                key={value}
                value={value}
                label={value === WALLET.main ? t('transfer.walletMain') : t('transfer.walletGame')}
                {...walletField}
                onChange={(e) => {
                  void walletField.onChange(e);
                  // Spec: changing the wallet clears the amount (its sign rules differ per wallet).
                  setValue('amount', '');
                  clearErrors('amount');
                }}
              />
            ))}
          </RadioGroupField>
        )}
        <Field label={t('transfer.amount')} required error={fieldError(t, errors.amount?.message)} hint={hint}>
          <TextInput autoComplete="off" invalid={!!errors.amount} {...register('amount')} />
        </Field>
        {game && deductAllowed && errors.amount && (
          <p className="text-xs text-slate-700">{t('transfer.gameWalletDeductTip')}</p>
        )}
        <Field label={t('transfer.remark')} required error={fieldError(t, errors.remark?.message)}>
          <TextInput autoComplete="off" invalid={!!errors.remark} {...register('remark')} />
        </Field>
        {transferIn && <ShareholderWalletNote />}
        <TransferDialogEnd
          current={current}
          amount={amount}
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

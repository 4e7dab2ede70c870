import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { Dialog } from '@/components/ui/dialog';
import { Field, SelectInput, TextInput } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { fieldError } from '@/components/ui/field-error';
import type { BankAccountAnswer, OrderType } from '../schemas/bank-answers';
import { bankAccountFormSchema, bankAccountFormValues, type BankAccountForm } from '../schemas/bank-account';
import { CopyButton } from './copy-button';

export type BankAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  /** The member's account and its settings; null while loading. */
  account: BankAccountAnswer | null;
  orderTypes: readonly OrderType[];
  /** From canEditBankAccount: the account's flags and the viewer's role. */
  editable: boolean;
  onSubmit: (values: BankAccountForm) => void;
  onCopy: (value: string) => Promise<void> | void;
  /** Opens the member's bank cards; the button shows only when given. */
  onOpenCards?: () => void;
  pending?: boolean;
  /** Already-translated failure of loading or saving. */
  error?: string | null;
  copyFeedbackMs?: number;
  /** The deployment variant that keeps the account name from agents; only a read-only form hides it. */
  hideAccountName?: boolean;
};

const FORM_ID = 'chat-bank-account-form';

/**
 * The member's bank account: bank type, account name, number and bsb code, each with a copy button. On
 * the kit's Dialog, not FormDialog: it is read (and copied from) more than edited, and leads to the cards.
 */
export function BankAccountDialog({
  open,
  onOpenChange,
  username,
  account,
  orderTypes,
  editable,
  onSubmit,
  onCopy,
  onOpenCards,
  pending = false,
  error,
  copyFeedbackMs,
  hideAccountName = false,
}: BankAccountDialogProps) {
  const { t } = useTranslation(['chat-bank', 'common']);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<BankAccountForm>({
    resolver: zodResolver(bankAccountFormSchema),
    defaultValues: bankAccountFormValues(account),
  });
  useEffect(() => {
    if (open) reset(bankAccountFormValues(account));
  }, [open, account, reset]);
  const values = useWatch({ control });
  const bsb = account?.enable_bsb_code === 1;
  const bsbLabel = account?.bsb_code_alias || t('account.bsbCode');
  const bankName = orderTypes.find((o) => String(o.id) === values.bank_id)?.name ?? '';
  const readOnly = !editable || pending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t('account.title')}
      description={t('account.member', { username })}
      footer={
        <>
          {onOpenCards && (
            <Button variant="secondary" className="me-auto" onClick={onOpenCards} disabled={pending}>
              {t('account.cards')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('common:actions.close')}
          </Button>
          {editable && account && (
            <Button type="submit" form={FORM_ID} loading={pending}>
              {t('common:actions.save')}
            </Button>
          )}
        </>
      }
    >
      {!account ? (
        error ? (
          <Callout as="p" tone="error" role="alert">
            {error}
          </Callout>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner className="size-4" label={t('account.loading')} />
            {t('account.loading')}
          </p>
        )
      ) : (
        <form id={FORM_ID} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-3">
          {!editable && (
            <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
              {t('account.readOnly')}
            </p>
          )}
          <Field label={t('account.bank')} required={editable} error={fieldError(t, errors.bank_id?.message)}>
            <div className="flex gap-2">
              {editable ? (
                <SelectInput invalid={!!errors.bank_id} disabled={pending} {...register('bank_id')}>
                  <option value="">{t('account.chooseBank')}</option>
                  {orderTypes.map((o) => (
                    <option key={o.id} value={String(o.id)}>
                      {o.name}
                    </option>
                  ))}
                </SelectInput>
              ) : (
                <TextInput readOnly value={bankName} />
              )}
              <CopyButton value={bankName} field={t('account.bank')} onCopy={onCopy} feedbackMs={copyFeedbackMs} />
            </div>
          </Field>
          {(
            [
              ...(hideAccountName && !editable ? [] : [['account_name', t('account.accountName'), true] as const]),
              ['account_no', t('account.accountNo'), true],
              ...(bsb ? [['bsb_code', bsbLabel, false] as const] : []),
            ] as const
          ).map(([name, label, required]) => (
            <Field
              key={name}
              label={label}
              required={editable && required}
              error={fieldError(t, errors[name]?.message)}
            >
              <div className="flex gap-2">
                <TextInput readOnly={readOnly} invalid={!!errors[name]} autoComplete="off" {...register(name)} />
                <CopyButton value={values[name] ?? ''} field={label} onCopy={onCopy} feedbackMs={copyFeedbackMs} />
              </div>
            </Field>
          ))}
          {error && (
            <Callout as="p" tone="error" role="alert">
              {error}
            </Callout>
          )}
        </form>
      )}
    </Dialog>
  );
}

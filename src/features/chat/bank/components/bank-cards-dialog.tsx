import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Callout } from '@/components/ui/callout';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Field, SelectInput, TextInput } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { fieldError } from '@/components/ui/field-error';
import type { BankCard, BankCardSetting, OrderType } from '../schemas/bank-answers';
import type { BankCardAccess, BankCardForm } from '../schemas/bank-card';
import { bankCardFormSchema, canAddBankCard, emptyBankCardForm } from '../schemas/bank-card';
import { BankCardList } from './bank-card-list';

export type BankCardsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  /** has_bank_card_setting and bank_card_amount; null while loading. */
  setting: BankCardSetting | null;
  cards: readonly BankCard[] | null;
  orderTypes: readonly OrderType[];
  /**
   * 'edit': the viewer may add and delete cards; 'role': the viewer's role may not (agents);
   * 'locked': the card list's is_first and account_name_modify are both 0.
   */
  access: BankCardAccess;
  /** Resolves once saved (the form then empties); rejects on failure. */
  onCreate: (values: BankCardForm) => Promise<unknown>;
  /**
   * Deletes every card of the member (the spec's delete names no card); resolves once done (the
   * confirmation then closes).
   */
  onDeleteAll: () => Promise<unknown>;
  /** Whether the delete's confirmation is open in place of the cards dialog (held by the container). */
  confirming: boolean;
  onConfirmingChange: (confirming: boolean) => void;
  creating?: boolean;
  deleting?: boolean;
  /** Already-translated failure of loading, creating or deleting. */
  error?: string | null;
  /** The deployment variant that keeps account names from agents (who cannot edit cards). */
  hideAccountName?: boolean;
};

const FORM_ID = 'chat-bank-card-form';

/**
 * The member's bank cards: the list, a delete of all of them (confirmed), and a form for one more card.
 * On the kit's Dialog, not FormDialog: the list and its delete sit beside the form, in one footer.
 */
export function BankCardsDialog({
  open,
  onOpenChange,
  username,
  setting,
  cards,
  orderTypes,
  access,
  onCreate,
  onDeleteAll,
  confirming,
  onConfirmingChange,
  creating = false,
  deleting = false,
  error,
  hideAccountName = false,
}: BankCardsDialogProps) {
  const { t, i18n } = useTranslation(['chat-bank', 'common']);
  const closeConfirm = () => onConfirmingChange(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<BankCardForm>({ resolver: zodResolver(bankCardFormSchema), defaultValues: emptyBankCardForm });
  useEffect(() => {
    if (open) reset(emptyBankCardForm);
  }, [open, reset]);
  const busy = creating || deleting;
  const bankName = (id: number) => orderTypes.find((o) => o.id === id)?.name ?? String(id);
  const loaded = setting && cards;
  const editable = access === 'edit';
  const addable = !!loaded && editable && canAddBankCard(setting, cards);
  const deletable = !!loaded && editable && cards.length > 0;
  const numbers = cards ? new Intl.ListFormat(i18n.language).format(cards.map((c) => c.account_no)) : '';

  return (
    <>
      <Dialog
        open={open && !confirming}
        onOpenChange={(next) => !busy && onOpenChange(next)}
        size="lg"
        title={t('cards.title')}
        description={t('account.member', { username })}
        footer={
          <>
            {deletable && (
              <Button
                variant="secondary"
                className="me-auto text-red-800"
                onClick={() => onConfirmingChange(true)}
                disabled={busy}
              >
                {t('cards.deleteAll')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              {t('common:actions.close')}
            </Button>
            {addable && (
              <Button type="submit" form={FORM_ID} loading={creating} disabled={deleting}>
                {t('cards.add')}
              </Button>
            )}
          </>
        }
      >
        {!loaded ? (
          !error && (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Spinner className="size-4" />
              {t('account.loading')}
            </p>
          )
        ) : setting.has_bank_card_setting !== 1 ? (
          <p className="text-sm text-slate-700">{t('cards.notEnabled')}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              {t('cards.count', { used: cards.length, max: setting.bank_card_amount })}
            </p>
            <BankCardList cards={cards} bankName={bankName} showAccountName={!(hideAccountName && !editable)} />
            {editable && !addable && <p className="text-sm text-slate-700">{t('cards.full')}</p>}
            {!editable && (
              <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
                {t(access === 'locked' ? 'cards.locked' : 'cards.roleOnly')}
              </p>
            )}
            {addable && (
              <form
                id={FORM_ID}
                noValidate
                aria-label={t('cards.newCard')}
                className="grid gap-3 sm:grid-cols-3"
                onSubmit={handleSubmit((values) =>
                  onCreate(values).then(
                    () => reset(emptyBankCardForm),
                    () => undefined,
                  ),
                )}
              >
                <Field label={t('account.bank')} required error={fieldError(t, errors.bank_id?.message)}>
                  <SelectInput invalid={!!errors.bank_id} disabled={busy} {...register('bank_id')}>
                    <option value="">{t('account.chooseBank')}</option>
                    {orderTypes.map((o) => (
                      <option key={o.id} value={String(o.id)}>
                        {o.name}
                      </option>
                    ))}
                  </SelectInput>
                </Field>
                <Field label={t('account.accountName')} required error={fieldError(t, errors.account_name?.message)}>
                  <TextInput
                    readOnly={busy}
                    invalid={!!errors.account_name}
                    autoComplete="off"
                    {...register('account_name')}
                  />
                </Field>
                <Field label={t('account.accountNo')} required error={fieldError(t, errors.account_no?.message)}>
                  <TextInput
                    readOnly={busy}
                    invalid={!!errors.account_no}
                    autoComplete="off"
                    {...register('account_no')}
                  />
                </Field>
              </form>
            )}
          </>
        )}
        {error && (
          <Callout as="p" tone="error" role="alert">
            {error}
          </Callout>
        )}
      </Dialog>
      <ConfirmDialog
        open={open && confirming}
        onOpenChange={(next) => !next && closeConfirm()}
        tone="danger"
        title={t('cards.confirmTitle')}
        message={t('cards.confirmMessage', { username, numbers })}
        confirmLabel={t('cards.deleteAll')}
        pending={deleting}
        // Closes either way: a failure is said in the cards dialog, under the list.
        onConfirm={() => void onDeleteAll().then(closeConfirm, closeConfirm)}
      />
    </>
  );
}

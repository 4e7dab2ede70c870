import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextInput } from '@/components/ui/field';
import { ShareholderWalletNote } from '@/components/ui/shareholder-wallet-note';
import { Spinner } from '@/components/ui/spinner';
import {
  BalancePreview,
  FormFooter,
  OutcomeUnknownNotice,
  useResendAcknowledgement,
} from '@/components/ui/transfer-parts';
import { POINTS_PLATFORMS, POINTS_TYPE, type PointsType } from '../schemas/points-type';
import {
  auditFor,
  auditLocked,
  auditShown,
  emptyPointsForm,
  memberPreview,
  pointsFormSchema,
  TRANSFER_IN_TYPES,
  walletShown,
  type MemberBalances,
  type PointsFormInput,
  type PointsFormValues,
} from '../schemas/points-form';

export type PointsMember = MemberBalances & { username: string; nickname: string };
/** Event mode as the dialog knows it: still being checked (about 1.2 s), on, or off. */
export type EventModeState = 'checking' | 'on' | 'off';

export type PointsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member of the room; null while loading. */
  member: PointsMember | null;
  /** From the viewer's flags (pointsTypeChoices); null while the viewer loads. */
  typeChoices: PointsType[] | null;
  /** The member has transaction_all 1 and the 0.8 s check is done: types 1 and 3 show the wallet selector. */
  showWallet: boolean;
  eventMode: EventModeState;
  multiWallet: boolean;
  deductAllowed: boolean;
  /** Viewer's flow_limit_modify_permission is 1: the audit amount of type 1 may be changed. */
  auditModifyAllowed: boolean;
  /** Viewer's transfer_member_flow_limit_multiple. */
  flowLimitMultiple: string | null;
  /** The transfer is in flight: the dialog is disabled, shows the loading overlay and cannot be closed. */
  pending?: boolean;
  /** The last send got no readable answer: resending needs the record checked and acknowledged. */
  uncertain?: boolean;
  /** The browser is offline: Send is disabled with a message. */
  offline?: boolean;
  /** The member's 24-hour transfer record (/transaction/list/{username}). */
  recordHref: string;
  onSubmit: (values: PointsFormValues) => void;
};

/** The points (red envelope) dialog of a chat room (chat spec sections 2 to 5). */
export function PointsDialog({
  open,
  onOpenChange,
  member,
  typeChoices,
  showWallet,
  eventMode,
  multiWallet,
  deductAllowed,
  auditModifyAllowed,
  flowLimitMultiple,
  pending = false,
  uncertain = false,
  offline = false,
  recordHref,
  onSubmit,
}: PointsDialogProps) {
  const { t } = useTranslation('chat-points');
  const schema = useMemo(() => pointsFormSchema({ multiWallet, deductAllowed }), [multiWallet, deductAllowed]);
  const { register, handleSubmit, watch, setValue, formState } = useForm<PointsFormInput, unknown, PointsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyPointsForm(typeChoices?.[0] ?? POINTS_TYPE.send),
  });
  const choices = typeChoices ?? [];
  const first = choices[0];
  const resend = useResendAcknowledgement(uncertain);
  const type = Number(watch('type')) as PointsType;
  const amount = watch('amount');
  const wallet = watch('wallet');
  const errors = formState.errors;
  const withWallet = walletShown(type, showWallet);
  const withAudit = auditShown(type, multiWallet);
  const locked = auditLocked(type, auditModifyAllowed);
  const transferIn = TRANSFER_IN_TYPES.includes(type);
  // Points moving into the member's account carry the shareholder wallet note (a game-wallet deduct does not).
  const movesIn = transferIn && !amount.trim().startsWith('-');
  const preview = memberPreview(member, type, amount, withWallet ? wallet : '');
  const typeField = register('type');
  const amountField = register('amount');
  const noTypes = typeChoices !== null && choices.length === 0;
  const blocked = pending || resend.blocked || offline || eventMode !== 'off' || choices.length === 0;
  // The choices arrive with the viewer: the type starts on the first one offered.
  const offered = choices.includes(type);
  useEffect(() => {
    if (!offered && first !== undefined) setValue('type', String(first));
  }, [offered, first, setValue]);

  const recompute = (nextAmount: string, nextType: PointsType) =>
    setValue('audit_amount', TRANSFER_IN_TYPES.includes(nextType) ? auditFor(nextAmount, flowLimitMultiple) : '0');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t('title')}
      description={member ? t('memberLine', { username: member.username, nickname: member.nickname || member.username }) : t('loadingMember')}
      className="relative"
    >
      <form noValidate className="space-y-4" onSubmit={handleSubmit((values) => !blocked && onSubmit(values))}>
        <fieldset disabled={pending} className="space-y-4" aria-busy={pending || undefined}>
          {eventMode === 'on' && (
            <p role="alert" className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm font-medium text-amber-950">
              {t('eventMode')}
            </p>
          )}
          {noTypes && <p className="text-sm text-slate-700">{t('noTypes')}</p>}
          {choices.length > 0 && (
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium text-slate-800">{t('type')}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {choices.map((value) => (
                  <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
                    <input
                      type="radio"
                      value={String(value)}
                      {...typeField}
                      onChange={(e) => {
                        void typeField.onChange(e);
                        recompute(amount, value);
                      }}
                    />
                    {t(`types.${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {withWallet && (
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium text-slate-800">{t('wallet')}</legend>
              <div className="flex gap-4">
                {POINTS_PLATFORMS.map((value) => (
                  <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
                    <input type="radio" value={value} {...register('wallet')} />
                    {t(`wallets.${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <Field
            label={t('amount')}
            required
            error={errors.amount?.message && t(errors.amount.message)}
            hint={type === POINTS_TYPE.gameWalletIn && deductAllowed ? t('gameWalletDeductHint') : t('amountHint')}
          >
            <TextInput
              autoComplete="off"
              inputMode="decimal"
              invalid={!!errors.amount}
              {...amountField}
              onChange={(e) => {
                void amountField.onChange(e);
                if (transferIn) recompute(e.target.value, type);
              }}
            />
          </Field>
          {withAudit && (
            <Field
              label={t('auditAmount')}
              error={errors.audit_amount?.message && t(errors.audit_amount.message)}
              hint={flowLimitMultiple && transferIn ? t('auditHint', { multiple: flowLimitMultiple }) : undefined}
            >
              {locked ? (
                <TextInput key="computed" disabled readOnly value={auditFor(amount, flowLimitMultiple)} />
              ) : (
                <TextInput key="entered" autoComplete="off" inputMode="decimal" invalid={!!errors.audit_amount} {...register('audit_amount')} />
              )}
            </Field>
          )}
          <Field label={t('description')} error={errors.description?.message && t(errors.description.message)}>
            <TextInput autoComplete="off" invalid={!!errors.description} {...register('description')} />
          </Field>
          {movesIn && <ShareholderWalletNote />}
          <BalancePreview current={preview.current} after={preview.after} />
          <p className="text-sm">
            <a href={recordHref} target="_blank" rel="noopener noreferrer" className="font-medium text-primary-700 underline">
              {t('record')}
            </a>
          </p>
          {uncertain && (
            <OutcomeUnknownNotice
              historyHref={recordHref}
              acknowledged={resend.acknowledged}
              onAcknowledgedChange={resend.setAcknowledged}
            />
          )}
          {offline && (
            <p role="status" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
              {t('offline')}
            </p>
          )}
        </fieldset>
        <FormFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          {eventMode === 'checking' && <Spinner className="size-5 text-primary-600" label={t('checkingMode')} />}
          {eventMode === 'off' && !noTypes && (
            <Button type="submit" loading={pending} disabled={blocked}>
              {t('send')}
            </Button>
          )}
        </FormFooter>
      </form>
      {pending && (
        <div className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/70">
          <Spinner className="size-8 text-primary-600" label={t('sending')} />
        </div>
      )}
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextInput } from '@/components/ui/field';
import { ShareholderWalletNote } from '@/components/ui/shareholder-wallet-note';
import { Spinner } from '@/components/ui/spinner';
import { BalancePreview, useResendAcknowledgement } from '@/components/ui/transfer-parts';
import { POINTS_TYPE, POINTS_WALLETS, type PointsType } from '../schemas/points-type';
import {
  auditLocked,
  auditShown,
  memberPreview,
  TRANSFER_IN_TYPES,
  walletShown,
  type MemberBalances,
  type PointsFormValues,
} from '../schemas/points-form';
import { PointsAmountFields } from './points-amount-fields';
import { PointsChoiceGroup } from './points-choice-group';
import { PointsDialogFooter, type EventModeState } from './points-dialog-footer';
import { PointsSendNotes } from './points-send-notes';
import { usePointsForm } from './use-points-form';
import { Callout } from '@/components/ui/callout';
import { fieldError } from '@/components/ui/field-error';

export type { EventModeState } from './points-dialog-footer';

export type PointsMember = MemberBalances & { username: string; nickname: string };

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

/**
 * The points (red envelope) dialog of a chat room (chat spec sections 2 to 5). On the kit's Dialog, not
 * FormDialog: its footer holds the event mode and the transfer's states, not Cancel / Save.
 */
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
  const { form, choices, type, amount, typeField, amountField, recompute } = usePointsForm({
    typeChoices,
    multiWallet,
    deductAllowed,
    flowLimitMultiple,
  });
  const { register, handleSubmit, watch, formState } = form;
  const resend = useResendAcknowledgement(uncertain);
  const wallet = watch('wallet');
  const errors = formState.errors;
  const withWallet = walletShown(type, showWallet);
  const withAudit = auditShown(type, multiWallet);
  const locked = auditLocked(type, auditModifyAllowed);
  const transferIn = TRANSFER_IN_TYPES.includes(type);
  // Points moving into the member's account carry the shareholder wallet note (a game-wallet deduct does not).
  const movesIn = transferIn && !amount.trim().startsWith('-');
  const preview = memberPreview(member, type, amount, withWallet ? wallet : '');
  const noTypes = typeChoices !== null && choices.length === 0;
  const blocked = pending || resend.blocked || offline || eventMode !== 'off' || choices.length === 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t('title')}
      description={
        member
          ? t('memberLine', { username: member.username, nickname: member.nickname || member.username })
          : t('loadingMember')
      }
    >
      {/* The veil while sending covers the form only: the title and Close stay in sight (and Close, focused, is never hidden). */}
      <div className="relative">
        <form noValidate className="space-y-4" onSubmit={handleSubmit((values) => !blocked && onSubmit(values))}>
          <fieldset disabled={pending} className="space-y-4" aria-busy={pending || undefined}>
            {eventMode === 'on' && (
              <Callout as="p" tone="warning" role="alert" className="border-amber-400 p-3 font-medium">
                {t('eventMode')}
              </Callout>
            )}
            {noTypes && <p className="text-sm text-slate-700">{t('noTypes')}</p>}
            {choices.length > 0 && (
              <PointsChoiceGroup
                legend={t('type')}
                options={choices}
                label={(value) => t(`types.${value}`)}
                field={typeField}
                onPick={(value) => recompute(amount, value)}
                className="flex flex-wrap gap-x-4 gap-y-2"
              />
            )}
            {withWallet && (
              <PointsChoiceGroup
                legend={t('wallet')}
                options={POINTS_WALLETS}
                label={(value) => t(`wallets.${value}`)}
                field={register('wallet')}
                className="flex gap-4"
              />
            )}
            <PointsAmountFields
              amountField={amountField}
              auditField={withAudit && !locked ? register('audit_amount') : undefined}
              errors={errors}
              amount={amount}
              transferIn={transferIn}
              withAudit={withAudit}
              deductHint={type === POINTS_TYPE.gameWalletIn && deductAllowed}
              flowLimitMultiple={flowLimitMultiple}
              onAmountChange={(next) => recompute(next, type)}
            />
            <Field label={t('description')} error={fieldError(t, errors.description?.message)}>
              <TextInput autoComplete="off" invalid={!!errors.description} {...register('description')} />
            </Field>
            {movesIn && <ShareholderWalletNote />}
            <BalancePreview current={preview.current} after={preview.after} />
            <PointsSendNotes
              recordHref={recordHref}
              uncertain={uncertain}
              acknowledged={resend.acknowledged}
              onAcknowledgedChange={resend.setAcknowledged}
              offline={offline}
            />
          </fieldset>
          <PointsDialogFooter
            eventMode={eventMode}
            noTypes={noTypes}
            pending={pending}
            blocked={blocked}
            onCancel={() => onOpenChange(false)}
          />
        </form>
        {pending && (
          <div className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/70">
            <Spinner className="size-8 text-primary-600" label={t('sending')} />
          </div>
        )}
      </div>
    </Dialog>
  );
}

import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '@/components/ui/field';
import { fieldError } from '@/components/ui/field-error';
import { auditFor, type PointsFormInput } from '../schemas/points-form';

type PointsAmountFieldsProps = {
  amountField: UseFormRegisterReturn<'amount'>;
  /** The entered audit amount; without it, the computed one is shown. */
  auditField: UseFormRegisterReturn<'audit_amount'> | undefined;
  errors: FieldErrors<PointsFormInput>;
  amount: string;
  /** The type moves points into the member's account: its audit amount follows the amount. */
  transferIn: boolean;
  withAudit: boolean;
  /** The amount may be negative (a game-wallet deduct): its hint says so. */
  deductHint: boolean;
  flowLimitMultiple: string | null;
  /** The amount changed, for the audit amount to follow. */
  onAmountChange: (amount: string) => void;
};

/** The amount and, where the type and the viewer have one, the audit amount (amount x flow-limit multiple). */
export function PointsAmountFields(props: PointsAmountFieldsProps) {
  const { t } = useTranslation('chat-points');
  const { amountField, auditField, errors, amount, transferIn, flowLimitMultiple } = props;
  return (
    <>
      <Field
        label={t('amount')}
        required
        error={fieldError(t, errors.amount?.message)}
        hint={props.deductHint ? t('gameWalletDeductHint') : t('amountHint')}
      >
        <TextInput
          autoComplete="off"
          inputMode="decimal"
          invalid={!!errors.amount}
          {...amountField}
          onChange={(e) => {
            void amountField.onChange(e);
            if (transferIn) props.onAmountChange(e.target.value);
          }}
        />
      </Field>
      {props.withAudit && (
        <Field
          label={t('auditAmount')}
          error={fieldError(t, errors.audit_amount?.message)}
          hint={flowLimitMultiple && transferIn ? t('auditHint', { multiple: flowLimitMultiple }) : undefined}
        >
          {auditField ? (
            <TextInput
              key="entered"
              autoComplete="off"
              inputMode="decimal"
              invalid={!!errors.audit_amount}
              {...auditField}
            />
          ) : (
            <TextInput key="computed" disabled readOnly value={auditFor(amount, flowLimitMultiple)} />
          )}
        </Field>
      )}
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent as user } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { t } from '@/test/translate';
import type { PointsType } from '../schemas/points-type';
import {
  auditFor,
  emptyPointsForm,
  pointsFormSchema,
  TRANSFER_IN_TYPES,
  type PointsFormInput,
  type PointsFormValues,
} from '../schemas/points-form';
import { PointsAmountFields } from './points-amount-fields';

type AmountFormProps = {
  type: PointsType;
  withAudit: boolean;
  auditEditable: boolean;
  deductHint: boolean;
  flowLimitMultiple: string | null;
  onAmountChange: (amount: string) => void;
};

/** The fields take react-hook-form's register and errors: a tiny form with the dialog's rules supplies them. */
function AmountForm({
  type,
  withAudit,
  auditEditable,
  deductHint,
  flowLimitMultiple,
  onAmountChange,
}: AmountFormProps) {
  const { register, handleSubmit, watch, setValue, formState } = useForm<PointsFormInput, unknown, PointsFormValues>({
    resolver: zodResolver(pointsFormSchema({ multiWallet: !withAudit, deductAllowed: deductHint })),
    defaultValues: emptyPointsForm(type),
  });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)} className="max-w-sm space-y-3">
      <PointsAmountFields
        amountField={register('amount')}
        auditField={withAudit && auditEditable ? register('audit_amount') : undefined}
        errors={formState.errors}
        amount={watch('amount')}
        transferIn={TRANSFER_IN_TYPES.includes(type)}
        withAudit={withAudit}
        deductHint={deductHint}
        flowLimitMultiple={flowLimitMultiple}
        onAmountChange={(amount) => {
          onAmountChange(amount);
          setValue('audit_amount', auditFor(amount, flowLimitMultiple));
        }}
      />
      <Button type="submit">{t('chat-points:send')}</Button>
    </form>
  );
}

const meta = {
  title: 'Chat/Points/PointsAmountFields',
  component: AmountForm,
  args: {
    type: 1,
    withAudit: true,
    auditEditable: false,
    deductHint: false,
    flowLimitMultiple: '2',
    onAmountChange: fn(),
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof AmountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const amount = () => screen.getByRole('textbox', { name: t('chat-points:amount') });
const audit = () => screen.queryByRole('textbox', { name: t('chat-points:auditAmount') });
const check = () => screen.getByRole('button', { name: t('chat-points:send') });

/** A send without the modify permission: the audit amount is computed (amount x 2) and fixed. */
export const AuditComputed: Story = {
  play: async ({ args }) => {
    await expect(screen.getByText(t('chat-points:amountHint'))).toBeVisible();
    await expect(screen.getByText(t('chat-points:auditHint', { multiple: '2' }))).toBeVisible();
    await expect(audit()).toBeDisabled();
    await expect(audit()).toHaveValue('0');
    await user.type(amount(), '10.5');
    await expect(audit()).toHaveValue('21');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('10.5');
  },
};

/** With the modify permission the audit amount follows the amount and may be changed. */
export const AuditEditable: Story = {
  args: { type: 3, auditEditable: true, flowLimitMultiple: '3' },
  play: async () => {
    await user.type(amount(), '0.1');
    await expect(audit()).toBeEnabled();
    await expect(audit()).toHaveValue('0.3');
    await user.clear(audit()!);
    await user.type(audit()!, '1.5');
    await expect(audit()).toHaveValue('1.5');
  },
};

/** Receive takes points out of the member: no audit amount, and nothing for it to follow. */
export const Receive: Story = {
  args: { type: 2, withAudit: false },
  play: async ({ args }) => {
    await expect(audit()).not.toBeInTheDocument();
    await user.type(amount(), '5');
    await expect(amount()).toHaveValue('5');
    await expect(args.onAmountChange).not.toHaveBeenCalled();
  },
};

/** A game-wallet type for a viewer who may deduct: the hint says a negative amount deducts. */
export const GameWalletDeductHint: Story = {
  args: { type: 5, withAudit: false, deductHint: true },
  play: async () => {
    await expect(screen.getByText(t('chat-points:gameWalletDeductHint'))).toBeVisible();
    await expect(screen.queryByText(t('chat-points:amountHint'))).not.toBeInTheDocument();
    await expect(audit()).not.toBeInTheDocument();
  },
};

/** Wrong entries: each field says what it needs, translated. */
export const ValidationErrors: Story = {
  args: { auditEditable: true },
  play: async () => {
    await user.clear(audit()!);
    await user.type(audit()!, '-1');
    await user.click(check());
    await expect(await screen.findByText(t('chat-points:validation.amountRequired'))).toBeVisible();
    await expect(screen.getByText(t('chat-points:validation.auditFormat'))).toBeVisible();
    await expect(amount()).toHaveAttribute('aria-invalid', 'true');
    await expect(audit()).toHaveAttribute('aria-invalid', 'true');
  },
};

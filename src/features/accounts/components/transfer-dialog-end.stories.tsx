import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useResendAcknowledgement } from '@/components/ui/transfer-parts';
import { t } from '@/test/translate';
import { TransferDialogEnd, type TransferDialogEndProps } from './transfer-dialog-end';

type EndProps = Omit<TransferDialogEndProps, 'resend'> & { onSubmit: () => void };

/** The end sits inside a transfer form, with the acknowledgement hook its dialogs use; the form reports its submit. */
function TransferEnd({ onSubmit, ...props }: EndProps) {
  const resend = useResendAcknowledgement(props.uncertain);
  return (
    <form
      className="max-w-md space-y-4 rounded-lg border border-slate-200 bg-white px-5 pt-4 pb-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TransferDialogEnd {...props} resend={resend} />
    </form>
  );
}

const meta = {
  title: 'Accounts/Transfers/TransferDialogEnd',
  component: TransferEnd,
  args: {
    current: '1000',
    amount: '',
    flowLimitMultiple: null,
    uncertain: false,
    historyHref: '/transaction/list/player01',
    pending: false,
    onCancel: fn(),
    onSubmit: fn(),
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof TransferEnd>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { getByRole: (role: string, options: { name: string }) => HTMLElement };
const send = (canvas: Canvas) => canvas.getByRole('button', { name: t('accounts:transfer.submit') });
const cancel = (canvas: Canvas) => canvas.getByRole('button', { name: t('common:actions.cancel') });

export const NoAmountYet: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(t('kit:transfer.currentBalance'))).toBeVisible();
    await expect(canvas.getByText('1,000.00')).toBeVisible();
    await expect(canvas.getByText(t('kit:transfer.noAmountYet'))).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(cancel(canvas));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithAmount: Story = {
  args: { amount: '250.5' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('1,250.50')).toBeVisible();
    // Without the viewer's flow limit multiple there is no audit amount to show.
    await expect(canvas.queryByText(t('kit:transfer.auditAmount'))).not.toBeInTheDocument();
    await userEvent.click(send(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WithAuditAmount: Story = {
  args: { amount: '100', flowLimitMultiple: '3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,100.00')).toBeVisible();
    await expect(canvas.getByText(t('kit:transfer.auditAmount')).nextElementSibling).toHaveTextContent(/^300\.00$/);
  },
};

/** A wash out below zero: the balance after turns red with its warning; a transfer out has no audit amount. */
export const BalanceBelowZero: Story = {
  args: { amount: '-1200', flowLimitMultiple: '3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-200.00')).toHaveClass('text-red-700');
    await expect(canvas.getByText(t('kit:transfer.afterNegative'))).toBeVisible();
    await expect(canvas.queryByText(t('kit:transfer.auditAmount'))).not.toBeInTheDocument();
  },
};

export const BalanceUnknown: Story = {
  args: { current: null, amount: '50' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(t('kit:transfer.noAmountYet'))).toHaveLength(2);
  },
};

export const UnlimitedCredit: Story = {
  args: { current: '-1', amount: '50' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(t('common:unlimited'))).toHaveLength(2);
    await expect(canvas.queryByText(t('kit:transfer.afterNegative'))).not.toBeInTheDocument();
  },
};

/** The last send got no answer: sending again waits for the user's acknowledgement. */
export const OutcomeUnknown: Story = {
  args: { amount: '100', uncertain: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('kit:transfer.unknown.title'));
    const link = canvas.getByRole('link', { name: t('kit:transfer.unknown.historyLink') });
    await expect(link).toHaveAttribute('href', '/transaction/list/player01');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(send(canvas)).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('kit:transfer.unknown.acknowledge') }));
    await expect(send(canvas)).toBeEnabled();
    await userEvent.click(send(canvas));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Sending: Story = {
  args: { amount: '100', pending: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(send(canvas)).toBeDisabled();
    await expect(send(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(cancel(canvas)).toBeDisabled();
    await userEvent.click(cancel(canvas));
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

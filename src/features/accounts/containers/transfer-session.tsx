import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { PaymentPasswordDialog } from '@/components/ui/payment-password-dialog';
import { DETAIL_TOAST_MS } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api/error-message';
import { historyPath, maskedHistoryPath } from '@/lib/links/history-links';
import { formatExactAmount } from '@/lib/money';
import { useTransferEngine } from '@/lib/transfer/use-transfer-engine';
import { useTransferAccount } from '../api/transfer-account';
import { DepositDialog } from '../components/deposit-dialog';
import { TransactionDialog } from '../components/transaction-dialog';
import { depositPayload, transactionPayload, transferOutcome, type TransferPayload } from '../schemas/transfer';
import type { TransferFlowProps, TransferRequest } from './transfer-request';

// One transfer session: its dialogs, its mutation and its notices. transfer-flow.tsx fetches this
// code as the first transfer dialog opens, so the list's page does not carry it.

export type TransferSessionProps = TransferFlowProps & {
  request: TransferRequest;
  initiallyUncertain: boolean;
  onUncertainChange: (unknown: boolean) => void;
};

export function TransferSession({
  request,
  viewer,
  onClose,
  onTransferred,
  initiallyUncertain,
  onUncertainChange,
}: TransferSessionProps) {
  const { t } = useTranslation('accounts');
  const notice = useNotice();
  const mutation = useTransferAccount();

  const multiWallet = viewer.is_multiple_wallet === 1;
  const deductAllowed = viewer.deduct_point_button_visible === 1;
  // A name the list showed masked stays out of the dialog's history link too.
  const { username } = request.account;
  const historyHref =
    request.displayName !== undefined && request.displayName !== username
      ? maskedHistoryPath(username)
      : historyPath(username);

  // The back-office spec closes the dialog on no code of its own: every other error is an alert over
  // the dialog, which keeps what was entered (1414 is the chat's).
  const engine = useTransferEngine<TransferPayload>({
    send: (payload) => mutation.mutateAsync(payload),
    initiallyUncertain,
    onUncertainChange,
    onSuccess: (payload) => {
      // The spec's 'Transaction Success', with what went where: a toast, since nothing needs answering.
      // The amount keeps the decimals it was sent with (0.1234 is not repeated back as 0.12).
      const done = transferOutcome(payload);
      const key = `transfer.success${done.direction === 'in' ? 'In' : 'Out'}${done.gameWallet ? 'Game' : ''}` as const;
      notice.toast(
        t(key, { amount: formatExactAmount(done.amount), name: request.displayName ?? request.account.username }),
        { tone: 'success', durationMs: DETAIL_TOAST_MS },
      );
      onTransferred();
      onClose();
    },
    // The transfer may have gone through: the balances on screen are refreshed.
    onUnknownOutcome: onTransferred,
    alert: (error) => notice.alert({ message: errorMessage(error, t), tone: 'error' }),
    onClose,
  });
  const { stage, pending, close } = engine;
  const send = (payload: TransferPayload) => void engine.submit(payload);
  const account = request.account;

  return (
    <>
      {request.kind === 'transaction' ? (
        <TransactionDialog
          open={stage === 'form'}
          onOpenChange={close}
          account={account}
          multiWallet={multiWallet}
          deductAllowed={deductAllowed}
          pending={pending}
          uncertain={engine.formUncertain}
          historyHref={historyHref}
          displayName={request.displayName}
          flowLimitMultiple={viewer.transfer_member_flow_limit_multiple}
          onSubmit={(input) => send(transactionPayload(account, input, multiWallet))}
        />
      ) : (
        <DepositDialog
          open={stage === 'form'}
          onOpenChange={close}
          account={account}
          pending={pending}
          uncertain={engine.formUncertain}
          historyHref={historyHref}
          displayName={request.displayName}
          flowLimitMultiple={viewer.transfer_member_flow_limit_multiple}
          onSubmit={(input) => send(depositPayload(account, input))}
        />
      )}
      <PaymentPasswordDialog
        open={stage === 'password'}
        onOpenChange={close}
        pending={pending}
        uncertain={engine.passwordUncertain}
        historyHref={historyHref}
        onSubmit={engine.submitPassword}
      />
    </>
  );
}

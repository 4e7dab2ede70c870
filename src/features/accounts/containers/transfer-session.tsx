import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { PaymentPasswordDialog } from '@/components/ui/payment-password-dialog';
import { DETAIL_TOAST_MS } from '@/components/ui/toast';
import { CODE } from '@/lib/api/codes';
import { errorMessage } from '@/lib/api/error-message';
import { isApiError } from '@/lib/api/errors';
import { historyPath, maskedHistoryPath } from '@/lib/history-links';
import { formatExactAmount } from '@/lib/money';
import { useTransferAccount } from '../api/transfer-account';
import { DepositDialog } from '../components/deposit-dialog';
import { TransactionDialog } from '../components/transaction-dialog';
import { depositPayload, transactionPayload, transferOutcome, type TransferPayload } from '../schemas/transfer';
import type { TransferFlowProps, TransferRequest } from './transfer-flow';

// One transfer session: its dialogs, its mutation and its notices. transfer-flow.tsx fetches this
// code as the first transfer dialog opens, so the list's page does not carry it.

export type TransferSessionProps = TransferFlowProps & {
  request: TransferRequest;
  initiallyUncertain: boolean;
  onUncertainChange: (unknown: boolean) => void;
};

type Stage = 'form' | 'password';

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
  const [stage, setStage] = useState<Stage>('form');
  const [uncertain, setUncertainState] = useState(initiallyUncertain);
  /** The transfer that answered 7001, sent again once with the password. */
  const held = useRef<TransferPayload | null>(null);
  /** Set synchronously: a second submit in the same tick (Enter held, double click) sees it before any re-render. */
  const inFlight = useRef(false);

  const multiWallet = viewer.is_multiple_wallet === 1;
  const deductAllowed = viewer.deduct_point_button_visible === 1;
  // A name the list showed masked stays out of the dialog's history link too.
  const { username } = request.account;
  const historyHref =
    request.displayName !== undefined && request.displayName !== username
      ? maskedHistoryPath(username)
      : historyPath(username);
  const pending = mutation.isPending;

  const setUncertain = (unknown: boolean) => {
    setUncertainState(unknown);
    onUncertainChange(unknown);
  };

  async function send(payload: TransferPayload) {
    if (inFlight.current) return;
    inFlight.current = true;
    setUncertain(false);
    try {
      await mutation.mutateAsync(payload);
      // The spec's 'Transaction Success', with what went where: a toast, since nothing needs answering.
      // The amount keeps the decimals it was sent with (0.1234 is not repeated back as 0.12).
      const done = transferOutcome(payload);
      const key = `transfer.success${done.direction === 'in' ? 'In' : 'Out'}${done.gameWallet ? 'Game' : ''}` as const;
      notice.toast(
        t(key, { amount: formatExactAmount(done.amount), name: request.displayName ?? request.account.username }),
        {
          tone: 'success',
          durationMs: DETAIL_TOAST_MS,
        },
      );
      onTransferred();
      onClose();
    } catch (error) {
      if (isApiError(error) && error.outcomeUnknown) {
        // Never resent on its own: the user checks the history and acknowledges first. The balances
        // on screen are refreshed, since the transfer may have gone through.
        setUncertain(true);
        onTransferred();
      } else if (isApiError(error) && error.code === CODE.needAuthenticatorOrPaymentPassword && stage === 'form') {
        held.current = payload;
        setStage('password');
      } else if (isApiError(error) && error.code === CODE.sessionExpired) {
        onClose();
      } else if (isApiError(error) && error.code === CODE.closePointsDialog) {
        notice.alert({ message: errorMessage(error, t), tone: 'error' });
        onClose();
      } else {
        notice.alert({ message: errorMessage(error, t), tone: 'error' });
      }
    } finally {
      inFlight.current = false;
    }
  }

  const close = (open: boolean) => !open && !inFlight.current && onClose();
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
          uncertain={uncertain && stage === 'form'}
          historyHref={historyHref}
          displayName={request.displayName}
          flowLimitMultiple={viewer.transfer_member_flow_limit_multiple}
          onSubmit={(input) => void send(transactionPayload(account, input, multiWallet))}
        />
      ) : (
        <DepositDialog
          open={stage === 'form'}
          onOpenChange={close}
          account={account}
          pending={pending}
          uncertain={uncertain && stage === 'form'}
          historyHref={historyHref}
          displayName={request.displayName}
          flowLimitMultiple={viewer.transfer_member_flow_limit_multiple}
          onSubmit={(input) => void send(depositPayload(account, input))}
        />
      )}
      <PaymentPasswordDialog
        open={stage === 'password'}
        onOpenChange={close}
        pending={pending}
        uncertain={uncertain && stage === 'password'}
        historyHref={historyHref}
        onSubmit={(password) => held.current && void send({ ...held.current, payment_password: password })}
      />
    </>
  );
}

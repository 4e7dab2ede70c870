import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { DETAIL_TOAST_MS } from '@/components/ui/toast';
import { formatMoney } from '@/lib/money';
import { CODE } from '@/lib/api/codes';
import { errorMessage } from '@/lib/api/error-message';
import { isApiError } from '@/lib/api/errors';
import type { UserView } from '@/lib/session/schemas/user-view';
import { useTransferAccount } from '../api/transfer-account';
import { DepositDialog } from '../components/deposit-dialog';
import { PaymentPasswordDialog } from '@/components/ui/payment-password-dialog';
import { TransactionDialog } from '../components/transaction-dialog';
import { historyHrefFor } from '@/components/ui/transfer-parts';
import type { ManagedAccount } from '../schemas/account';
import { depositPayload, transactionPayload, transferOutcome, type TransferPayload } from '../schemas/transfer';

export type TransferRequest = {
  kind: 'transaction' | 'deposit';
  account: ManagedAccount;
  /** The username as the list shows it (masked there); the dialogs show the same. */
  displayName?: string;
};

export type TransferFlowProps = {
  /** The row action the user picked; null when no transfer is open. */
  request: TransferRequest | null;
  viewer: UserView;
  onClose: () => void;
  /** A transfer went through: the owner refreshes the list and the sidebar balance. */
  onTransferred: () => void;
};

/**
 * Which transfer dialog is open (transaction, deposit or payment password), the one mutation, and
 * the notices: success is a toast naming the amount, direction and account; errors stay alerts. Each request gets a fresh session, so closing or succeeding resets every dialog.
 */
export function TransferFlow({ request, ...rest }: TransferFlowProps) {
  // Accounts whose last transfer has an unknown outcome: closing and reopening the dialog must not
  // turn into a blind resend, so the notice (and its acknowledgement) comes back until an answer is known.
  const [unknownOutcome, setUnknownOutcome] = useState<ReadonlySet<number>>(() => new Set());
  if (!request) return null;
  const id = request.account.id;
  const markUnknown = (unknown: boolean) =>
    setUnknownOutcome((current) => {
      if (current.has(id) === unknown) return current;
      const next = new Set(current);
      if (unknown) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <TransferSession
      key={`${request.kind}:${id}`}
      request={request}
      initiallyUncertain={unknownOutcome.has(id)}
      onUncertainChange={markUnknown}
      {...rest}
    />
  );
}

type SessionProps = TransferFlowProps & {
  request: TransferRequest;
  initiallyUncertain: boolean;
  onUncertainChange: (unknown: boolean) => void;
};

type Stage = 'form' | 'password';

function TransferSession({
  request,
  viewer,
  onClose,
  onTransferred,
  initiallyUncertain,
  onUncertainChange,
}: SessionProps) {
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
  const historyHref = historyHrefFor(request.account.username);
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
      const done = transferOutcome(payload);
      const key = `transfer.success${done.direction === 'in' ? 'In' : 'Out'}${done.gameWallet ? 'Game' : ''}` as const;
      notice.toast(
        t(key, { amount: formatMoney(done.amount), name: request.displayName ?? request.account.username }),
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

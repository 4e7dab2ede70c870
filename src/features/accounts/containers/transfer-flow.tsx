import { LazyDialogSlot } from '@/components/ui/lazy-dialog-slot';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useUnknownOutcomes } from '@/lib/transfer/use-unknown-outcomes';
import type { TransferFlowProps, TransferRequest } from './transfer-request';

// The dialogs, the mutation and the amount rules come as the first transfer opens.
const TransferSession = lazyWithPreload(() => import('./transfer-session').then((m) => m.TransferSession));

export type { TransferFlowProps, TransferRequest };

/**
 * Which transfer dialog is open (transaction, deposit or payment password), the one mutation, and
 * the notices: success is a toast naming the amount, direction and account; errors stay alerts. Each request gets a fresh session, so closing or succeeding resets every dialog.
 */
export function TransferFlow({ request, ...rest }: TransferFlowProps) {
  // Accounts whose last transfer has an unknown outcome: closing and reopening the dialog must not
  // turn into a blind resend, so the notice (and its acknowledgement) comes back until an answer is known.
  const unknownOutcome = useUnknownOutcomes<number>();
  const id = request?.account.id ?? 0;
  return (
    <LazyDialogSlot open={!!request}>
      {request && (
        <TransferSession
          key={`${request.kind}:${id}`}
          request={request}
          initiallyUncertain={unknownOutcome.has(id)}
          onUncertainChange={(unknown) => unknownOutcome.mark(id, unknown)}
          {...rest}
        />
      )}
    </LazyDialogSlot>
  );
}

/** Fetches the transfer dialogs' code ahead of the first transfer (see ManagementListPage). */
TransferFlow.preload = TransferSession.preload;

import { CODE } from '@/lib/api/codes';
import { isApiError } from '@/lib/api/errors';

/**
 * The rules every points transfer follows, list or chat (backoffice spec sections 4 and 8, chat spec
 * sections 5 and 8), as pure state: which dialog shows, whether a send is on its way, the transfer held
 * for its payment-password retry, and whether the last outcome is unknown. The hook in
 * use-transfer-engine.ts runs it; each flow brings only its own rules (send, codes that close).
 */

/** 'form': the flow's own transfer dialog; 'password': the payment-password prompt after a 7001. */
export type TransferStage = 'form' | 'password';

export type TransferState<P> = {
  stage: TransferStage;
  /** A send is on its way; its dialog shows it as busy. */
  pending: boolean;
  /**
   * The last send's outcome is unknown (timeout, 5xx, dropped connection, unreadable answer): it may
   * have gone through, so the dialog blocks a new send until the user has checked and acknowledged.
   */
  uncertain: boolean;
  /** The transfer that answered 7001, sent again once with the password. */
  held: P | null;
};

/** What a failed send leads to. */
export type FailureVerdict =
  /** The outcome is unknown: remembered, never resent on its own. */
  | 'unknown'
  /** 7001 on the transfer dialog: the payment-password prompt opens for the same transfer. */
  | 'password'
  /** 9998: the session is over (the client signs out); the flow closes without a notice of its own. */
  | 'expired'
  /** A code the flow's rules close the dialog on: the server's message, then the flow closes. */
  | 'alertAndClose'
  /** Any other error: the server's message, and the dialog stays usable with what was entered. */
  | 'alert';

export function initialTransferState<P>(uncertain: boolean): TransferState<P> {
  return { stage: 'form', pending: false, uncertain, held: null };
}

/**
 * A 7001 answer to the password retry itself is not a new prompt (the password was just given): it
 * shows as any other error.
 */
export function classifyFailure(error: unknown, stage: TransferStage, closeCodes: readonly number[]): FailureVerdict {
  if (!isApiError(error)) return 'alert';
  if (error.outcomeUnknown) return 'unknown';
  if (error.code === CODE.needAuthenticatorOrPaymentPassword && stage === 'form') return 'password';
  if (error.code === CODE.sessionExpired) return 'expired';
  if (closeCodes.includes(error.code)) return 'alertAndClose';
  return 'alert';
}

export type TransferEvent<P> =
  /** A send left; a new attempt clears the doubt about the previous one. */
  { type: 'sent' } | { type: 'succeeded' } | { type: 'failed'; verdict: FailureVerdict; payload: P };

export function transferReducer<P>(state: TransferState<P>, event: TransferEvent<P>): TransferState<P> {
  switch (event.type) {
    case 'sent':
      return { ...state, pending: true, uncertain: false };
    case 'succeeded':
      return { ...state, pending: false };
    case 'failed':
      if (event.verdict === 'unknown') return { ...state, pending: false, uncertain: true };
      if (event.verdict === 'password') return { ...state, pending: false, stage: 'password', held: event.payload };
      return { ...state, pending: false };
  }
}

import { useReducer, useRef } from 'react';
import {
  classifyFailure,
  initialTransferState,
  transferReducer,
  type TransferEvent,
  type TransferState,
} from './transfer-machine';

export type TransferRules<P> = {
  /** Sends one transfer; rejects with the client's ApiError. */
  send: (payload: P) => Promise<unknown>;
  /** Codes on which the server's message shows and the flow closes (the chat's 1414). */
  closeCodes?: readonly number[];
  /** The owner remembers an unknown outcome for this target (see useUnknownOutcomes). */
  initiallyUncertain: boolean;
  onUncertainChange: (unknown: boolean) => void;
  onSuccess: (payload: P) => void;
  /** The transfer may have gone through: e.g. refresh the balances on screen. */
  onUnknownOutcome?: () => void;
  /** Shows the error's message (the app's alert, in the flow's own words for client failures). */
  alert: (error: unknown) => void;
  onClose: () => void;
};

const NO_CODES: readonly number[] = [];

/**
 * One transfer session's state machine (transfer-machine.ts) with its effects: one request per
 * intent, the 7001 payment-password retry of the same transfer, the unknown outcome kept until the
 * user acknowledges, and the flow's success and failure callbacks.
 */
export function useTransferEngine<P extends { payment_password?: string }>(rules: TransferRules<P>) {
  const [state, dispatch] = useReducer(
    (current: TransferState<P>, event: TransferEvent<P>) => transferReducer(current, event),
    rules.initiallyUncertain,
    (uncertain: boolean) => initialTransferState<P>(uncertain),
  );
  /** Set synchronously: a second submit in the same tick (Enter held, double click) sees it before any re-render. */
  const inFlight = useRef(false);

  async function submit(payload: P): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: 'sent' });
    rules.onUncertainChange(false);
    try {
      await rules.send(payload);
      dispatch({ type: 'succeeded' });
      rules.onSuccess(payload);
    } catch (error) {
      const verdict = classifyFailure(error, state.stage, rules.closeCodes ?? NO_CODES);
      dispatch({ type: 'failed', verdict, payload });
      if (verdict === 'unknown') {
        // Never resent on its own: the user checks the history and acknowledges first.
        rules.onUncertainChange(true);
        rules.onUnknownOutcome?.();
      } else if (verdict === 'expired') {
        rules.onClose();
      } else if (verdict === 'alertAndClose') {
        rules.alert(error);
        rules.onClose();
      } else if (verdict === 'alert') {
        rules.alert(error);
      }
    } finally {
      inFlight.current = false;
    }
  }

  return {
    stage: state.stage,
    pending: state.pending,
    /** The unknown-outcome notice, on whichever dialog is showing. */
    formUncertain: state.uncertain && state.stage === 'form',
    passwordUncertain: state.uncertain && state.stage === 'password',
    submit,
    /** The held 7001 transfer, sent again with the payment password. */
    submitPassword: (password: string) => {
      if (state.held !== null) void submit({ ...state.held, payment_password: password });
    },
    /** A dialog's onOpenChange: closing waits for the send on its way to answer. */
    close: (open: boolean) => {
      if (!open && !inFlight.current) rules.onClose();
    },
  };
}

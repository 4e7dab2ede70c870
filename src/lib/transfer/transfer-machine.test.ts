import { describe, expect, it } from 'vitest';
import { CLIENT_CODE, CODE } from '@/lib/api/codes';
import { ApiError } from '@/lib/api/errors';
import { classifyFailure, initialTransferState, transferReducer, type TransferState } from './transfer-machine';

type Payload = { amount: string; payment_password?: string };

const unknownOutcome = new ApiError(CLIENT_CODE.timeout, 'errors.timeout', null, true);
const payload: Payload = { amount: '10' };

describe('transfer failures', () => {
  it('an answer that may have been applied is an unknown outcome, whatever its code', () => {
    expect(classifyFailure(unknownOutcome, 'form', [])).toBe('unknown');
    expect(
      classifyFailure(new ApiError(CLIENT_CODE.serverError, 'errors.serverError', null, true), 'password', []),
    ).toBe('unknown');
    expect(classifyFailure(new ApiError(CODE.needAuthenticatorOrPaymentPassword, '', null, true), 'form', [])).toBe(
      'unknown',
    );
  });

  // @spec bo.errors.transfer-7001 chat.errors.transfer-7001
  it('7001 on the transfer dialog asks for the payment password; on the password retry it is an error', () => {
    const needPassword = new ApiError(CODE.needAuthenticatorOrPaymentPassword, 'Payment password required');
    expect(classifyFailure(needPassword, 'form', [])).toBe('password');
    expect(classifyFailure(needPassword, 'password', [])).toBe('alert');
  });

  it('9998 closes without a message of its own; the flow’s close codes alert and close; others alert', () => {
    expect(classifyFailure(new ApiError(CODE.sessionExpired, 'Expired'), 'form', [CODE.closePointsDialog])).toBe(
      'expired',
    );
    expect(classifyFailure(new ApiError(CODE.closePointsDialog, 'Event mode'), 'form', [CODE.closePointsDialog])).toBe(
      'alertAndClose',
    );
    expect(
      classifyFailure(new ApiError(CODE.closePointsDialog, 'Event mode'), 'password', [CODE.closePointsDialog]),
    ).toBe('alertAndClose');
    // Without the code among its rules (the list transfers), 1414 is any other error.
    expect(classifyFailure(new ApiError(CODE.closePointsDialog, 'Event mode'), 'form', [])).toBe('alert');
    expect(classifyFailure(new ApiError(5002, 'Rejected'), 'form', [CODE.closePointsDialog])).toBe('alert');
    expect(classifyFailure(new ApiError(CLIENT_CODE.network, 'errors.network'), 'form', [])).toBe('alert');
    expect(classifyFailure(new Error('bug'), 'form', [])).toBe('alert');
  });
});

describe('transfer state', () => {
  const start = initialTransferState<Payload>(false);

  it('starts on the transfer dialog, remembering a doubt the owner kept from an earlier opening', () => {
    expect(start).toEqual({ stage: 'form', pending: false, uncertain: false, held: null });
    expect(initialTransferState<Payload>(true).uncertain).toBe(true);
  });

  it('a send is pending until it settles and clears the doubt about the previous one', () => {
    const sent = transferReducer({ ...start, uncertain: true }, { type: 'sent' });
    expect(sent).toMatchObject({ pending: true, uncertain: false });
    expect(transferReducer(sent, { type: 'succeeded' })).toMatchObject({ pending: false, uncertain: false });
  });

  it('an unknown outcome is remembered on the dialog that sent it', () => {
    const onPassword: TransferState<Payload> = { ...start, stage: 'password', held: payload, pending: true };
    expect(transferReducer(onPassword, { type: 'failed', verdict: 'unknown', payload })).toEqual({
      ...onPassword,
      pending: false,
      uncertain: true,
    });
  });

  it('7001 holds the transfer and moves to the password prompt', () => {
    const sent = transferReducer(start, { type: 'sent' });
    expect(transferReducer(sent, { type: 'failed', verdict: 'password', payload })).toEqual({
      stage: 'password',
      pending: false,
      uncertain: false,
      held: payload,
    });
  });

  it('other failures leave the dialog and what it holds as they were', () => {
    const onPassword: TransferState<Payload> = { ...start, stage: 'password', held: payload, pending: true };
    for (const verdict of ['alert', 'alertAndClose', 'expired'] as const)
      expect(transferReducer(onPassword, { type: 'failed', verdict, payload: { amount: '99' } })).toEqual({
        ...onPassword,
        pending: false,
      });
  });
});

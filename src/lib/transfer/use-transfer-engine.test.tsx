import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_CODE, CODE } from '@/lib/api/codes';
import { ApiError } from '@/lib/api/errors';
import { useTransferEngine, type TransferRules } from './use-transfer-engine';
import { useUnknownOutcomes } from './use-unknown-outcomes';

type Payload = { id: number; amount: string; payment_password?: string };
const transfer: Payload = { id: 7, amount: '10' };

/** A send that stays on its way until the test answers it. */
function controlledSend() {
  const answers: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  const send = vi.fn(
    (payload: Payload) =>
      new Promise<unknown>((resolve, reject) => {
        void payload;
        answers.push({ resolve: () => resolve(undefined), reject });
      }),
  );
  return { send, answers };
}

function setup(overrides: Partial<TransferRules<Payload>> = {}) {
  const { send, answers } = controlledSend();
  const rules = {
    send,
    initiallyUncertain: false,
    onUncertainChange: vi.fn(),
    onSuccess: vi.fn(),
    onUnknownOutcome: vi.fn(),
    alert: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  const { result } = renderHook(() => useTransferEngine<Payload>(rules));
  return { result, rules, send, answers };
}

describe('transfer engine', () => {
  it('sends one request per intent: a second submit before the answer is dropped, closing waits', async () => {
    const { result, rules, send, answers } = setup();
    act(() => {
      void result.current.submit(transfer);
      void result.current.submit(transfer);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);
    act(() => result.current.close(false));
    expect(rules.onClose).not.toHaveBeenCalled();

    await act(async () => answers[0]!.resolve());
    expect(rules.onSuccess).toHaveBeenCalledWith(transfer);
    expect(result.current.pending).toBe(false);
    act(() => result.current.close(true));
    expect(rules.onClose).not.toHaveBeenCalled();
    act(() => result.current.close(false));
    expect(rules.onClose).toHaveBeenCalledTimes(1);
  });

  // @spec bo.errors.transfer-7001 chat.errors.transfer-7001
  it('7001 opens the password prompt; the same transfer goes again once, carrying the password', async () => {
    const { result, rules, send, answers } = setup();
    act(() => void result.current.submit(transfer));
    await act(async () => answers[0]!.reject(new ApiError(CODE.needAuthenticatorOrPaymentPassword, 'Password')));
    expect(result.current.stage).toBe('password');
    expect(rules.alert).not.toHaveBeenCalled();

    act(() => {
      result.current.submitPassword('8888');
      result.current.submitPassword('8888');
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ id: 7, amount: '10', payment_password: '8888' });

    // A wrong password answers 7001 again: that is an error to read, not a new prompt.
    const wrong = new ApiError(CODE.needAuthenticatorOrPaymentPassword, 'Wrong password');
    await act(async () => answers[1]!.reject(wrong));
    expect(rules.alert).toHaveBeenCalledWith(wrong);
    expect(result.current.stage).toBe('password');
    expect(rules.onClose).not.toHaveBeenCalled();
  });

  it('the password prompt sends nothing while no transfer is held', () => {
    const { result, send } = setup();
    act(() => result.current.submitPassword('8888'));
    expect(send).not.toHaveBeenCalled();
  });

  it('an unknown outcome is kept on the dialog and told to the owner, never resent on its own', async () => {
    const { result, rules, send, answers } = setup();
    act(() => void result.current.submit(transfer));
    expect(rules.onUncertainChange).toHaveBeenLastCalledWith(false);
    await act(async () => answers[0]!.reject(new ApiError(CLIENT_CODE.timeout, 'errors.timeout', null, true)));
    expect(result.current.formUncertain).toBe(true);
    expect(result.current.passwordUncertain).toBe(false);
    expect(rules.onUncertainChange).toHaveBeenLastCalledWith(true);
    expect(rules.onUnknownOutcome).toHaveBeenCalledTimes(1);
    expect(rules.alert).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);

    // Sending again (once the user has acknowledged) clears the doubt for this attempt.
    act(() => void result.current.submit(transfer));
    expect(result.current.formUncertain).toBe(false);
    expect(rules.onUncertainChange).toHaveBeenLastCalledWith(false);
  });

  it('starts with the doubt the owner kept from an earlier opening', () => {
    const { result } = setup({ initiallyUncertain: true });
    expect(result.current.formUncertain).toBe(true);
  });

  it('an unknown outcome on the password retry shows on the password prompt', async () => {
    const { result, answers } = setup();
    act(() => void result.current.submit(transfer));
    await act(async () => answers[0]!.reject(new ApiError(CODE.needAuthenticatorOrPaymentPassword, 'Password')));
    act(() => result.current.submitPassword('8888'));
    await act(async () => answers[1]!.reject(new ApiError(CLIENT_CODE.network, 'errors.network', null, true)));
    expect(result.current.passwordUncertain).toBe(true);
    expect(result.current.formUncertain).toBe(false);
  });

  // @spec chat.errors.transfer-1414
  it('closes on the flow’s own codes after the message, on 9998 silently, and stays open on any other error', async () => {
    const { result, rules, answers } = setup({ closeCodes: [CODE.closePointsDialog] });
    const refused = new ApiError(5002, 'Rejected');
    act(() => void result.current.submit(transfer));
    await act(async () => answers[0]!.reject(refused));
    expect(rules.alert).toHaveBeenCalledWith(refused);
    expect(rules.onClose).not.toHaveBeenCalled();
    expect(result.current.stage).toBe('form');

    const eventMode = new ApiError(CODE.closePointsDialog, 'Event mode');
    act(() => void result.current.submit(transfer));
    await act(async () => answers[1]!.reject(eventMode));
    expect(rules.alert).toHaveBeenLastCalledWith(eventMode);
    expect(rules.onClose).toHaveBeenCalledTimes(1);

    act(() => void result.current.submit(transfer));
    await act(async () => answers[2]!.reject(new ApiError(CODE.sessionExpired, 'Expired')));
    expect(rules.alert).toHaveBeenCalledTimes(2);
    expect(rules.onClose).toHaveBeenCalledTimes(2);
  });

  it('without 1414 among its codes a flow treats it as any other error', async () => {
    const { result, rules, answers } = setup();
    act(() => void result.current.submit(transfer));
    await act(async () => answers[0]!.reject(new ApiError(CODE.closePointsDialog, 'Event mode')));
    expect(rules.alert).toHaveBeenCalledTimes(1);
    expect(rules.onClose).not.toHaveBeenCalled();
  });
});

describe('unknown outcomes kept across openings', () => {
  it('remembers each target until its outcome is known', () => {
    const { result } = renderHook(() => useUnknownOutcomes<string>());
    expect(result.current.has('a')).toBe(false);
    act(() => result.current.mark('a', true));
    expect(result.current.has('a')).toBe(true);
    expect(result.current.has('b')).toBe(false);
    act(() => result.current.mark('a', false));
    expect(result.current.has('a')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { ManagedAccount } from './account';
import {
  auditAmount,
  balanceAfter,
  depositInputSchema,
  depositPayload,
  sanitizeDepositAmount,
  transactionInputSchema,
  transactionPayload,
  transferOutcome,
  walletBalance,
  WALLET,
} from './transfer';

const V = 'accounts:transfer.validation';
const single = transactionInputSchema({ multiWallet: false, deductAllowed: false });
const multi = transactionInputSchema({ multiWallet: true, deductAllowed: false });
const multiDeduct = transactionInputSchema({ multiWallet: true, deductAllowed: true });

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

const account: ManagedAccount = {
  id: 100,
  username: 'player01',
  nickname: 'Player 1',
  status: 1,
  withdraw_confirm: 0,
  thumbnail: '',
  limit_of_credit: '0',
  used_credit: '0',
  balance: '0.1',
  game_wallet: '5320.5',
  is_sub: 0,
  role_id: 4,
};

describe('transaction amount', () => {
  const check = (amount: string, schema = single, wallet: '1' | '2' = WALLET.main) =>
    firstMessage(schema.safeParse({ amount, wallet, remark: 'ok' }));

  it('accepts positive amounts (open) and a leading minus (wash)', () => {
    expect(check('100')).toBeNull();
    expect(check('100.25')).toBeNull();
    expect(check('-100')).toBeNull();
    expect(check('-0.5')).toBeNull();
    expect(check('12.')).toBeNull();
  });

  it('allows the minus sign only as the first character', () => {
    expect(check('10-0')).toBe(`${V}.minusFirstOnly`);
    expect(check('100-')).toBe(`${V}.minusFirstOnly`);
    expect(check('--5')).toBe(`${V}.minusFirstOnly`);
  });

  it('rejects other characters instead of dropping them', () => {
    expect(check('1e3')).toBe(`${V}.amountFormat`);
    expect(check('+5')).toBe(`${V}.amountFormat`);
    expect(check('1.2.3')).toBe(`${V}.amountFormat`);
    expect(check('1,000')).toBe(`${V}.amountFormat`);
    expect(check('abc')).toBe(`${V}.amountFormat`);
  });

  it('requires a non-zero amount', () => {
    expect(check('')).toBe(`${V}.amountRequired`);
    expect(check('-')).toBe(`${V}.amountRequired`);
    expect(check('0')).toBe(`${V}.amountNotZero`);
    expect(check('-0.00')).toBe(`${V}.amountNotZero`);
  });

  it('keeps the game wallet positive unless the viewer may deduct', () => {
    expect(check('50', multi, WALLET.game)).toBeNull();
    expect(check('-50', multi, WALLET.game)).toBe(`${V}.gameWalletPositive`);
    expect(check('-50', multiDeduct, WALLET.game)).toBeNull();
    expect(check('-50', multi, WALLET.main)).toBeNull();
  });

  it('requires a remark', () => {
    expect(firstMessage(single.safeParse({ amount: '5', wallet: '1', remark: '   ' }))).toBe(`${V}.remarkRequired`);
  });
});

describe('amount normalisation', () => {
  it('builds the payload with the wallet only for multi-wallet viewers', () => {
    expect(transactionPayload(account, { amount: '-12.', wallet: '2', remark: ' r ' }, true)).toEqual({
      id: 100,
      amount: '-12',
      remark: 'r',
      type: 2,
    });
    expect(transactionPayload(account, { amount: '12', wallet: '1', remark: 'r' }, false)).toEqual({
      id: 100,
      amount: '12',
      remark: 'r',
    });
  });
});

describe('deposit amount', () => {
  it('strips everything but digits and one decimal point', () => {
    expect(sanitizeDepositAmount('-12a3.4.5')).toBe('123.45');
    expect(sanitizeDepositAmount('1,000.50')).toBe('1000.50');
    expect(sanitizeDepositAmount('1e5')).toBe('15');
    expect(sanitizeDepositAmount('abc')).toBe('');
  });

  it('requires a positive amount and a remark', () => {
    expect(firstMessage(depositInputSchema.safeParse({ amount: '', remark: 'x' }))).toBe(`${V}.amountRequired`);
    expect(firstMessage(depositInputSchema.safeParse({ amount: '0.0', remark: 'x' }))).toBe(`${V}.amountNotZero`);
    expect(firstMessage(depositInputSchema.safeParse({ amount: '.', remark: 'x' }))).toBe(`${V}.amountFormat`);
    expect(firstMessage(depositInputSchema.safeParse({ amount: '5', remark: '' }))).toBe(`${V}.remarkRequired`);
    expect(depositPayload(account, { amount: '25.', remark: 'top up' })).toEqual({
      id: 100,
      amount: '25',
      remark: 'top up',
    });
  });
});

describe('balance after the transfer', () => {
  it('is exact decimal arithmetic (0.1 + 0.2 is 0.3)', () => {
    expect(balanceAfter('0.1', '0.2')).toBe('0.3');
    expect(balanceAfter(walletBalance(account, WALLET.main), '0.2')).toBe('0.3');
    expect(balanceAfter('1234567.899', '-0.899')).toBe('1234567');
    expect(balanceAfter('100', '-100.01')).toBe('-0.01');
  });

  it('uses the chosen wallet and limit minus used credit when the balance is missing', () => {
    expect(walletBalance(account, WALLET.game)).toBe('5320.5');
    expect(
      walletBalance({ ...account, balance: null, limit_of_credit: '1000', used_credit: '250.5' }, WALLET.main),
    ).toBe('749.5');
  });

  it('is unknown while the amount is invalid or the balance is unlimited', () => {
    expect(balanceAfter('10', '1-')).toBeNull();
    expect(balanceAfter('10', '')).toBeNull();
    expect(balanceAfter('-1', '5')).toBeNull();
    expect(balanceAfter(null, '5')).toBeNull();
  });
});

describe('audit amount', () => {
  it('is the transfer-in amount times the flow limit multiple, in decimal', () => {
    expect(auditAmount('0.1', '3')).toBe('0.3');
    expect(auditAmount('12.', '1.5')).toBe('18');
    expect(auditAmount('-5', '2')).toBeNull();
    expect(auditAmount('5', null)).toBeNull();
    expect(auditAmount('x', '2')).toBeNull();
  });
});

describe('transfer outcome', () => {
  it('reads the direction from the sign and drops it from the amount', () => {
    expect(transferOutcome({ amount: '100' })).toEqual({ direction: 'in', amount: '100', gameWallet: false });
    expect(transferOutcome({ amount: '-50.5', type: 1 })).toEqual({
      direction: 'out',
      amount: '50.5',
      gameWallet: false,
    });
  });

  it('names the game wallet', () => {
    expect(transferOutcome({ amount: '-20', type: 2 })).toEqual({ direction: 'out', amount: '20', gameWallet: true });
    expect(transferOutcome({ amount: '20', type: 2 }).gameWallet).toBe(true);
  });
});

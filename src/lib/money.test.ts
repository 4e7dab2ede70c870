import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  displayBalance,
  effectiveBalance,
  formatCount,
  formatAmount,
  formatExactAmount,
  formatMoney,
  isUnlimited,
  multiplyAmounts,
  normalizeAmount,
  subtractAmounts,
  transferInAudit,
} from './money';

describe('money', () => {
  it('rounds down to 2 decimals with thousands separators', () => {
    expect(formatMoney('1234567.899')).toBe('1,234,567.89');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
    expect(formatMoney('-1234.567')).toBe('-1,234.57');
    expect(formatMoney('-5.555')).toBe('-5.56');
    expect(formatMoney('5.555')).toBe('5.55');
    expect(formatMoney('-5.5')).toBe('-5.50');
    expect(formatMoney('12')).toBe('12.00');
    expect(formatMoney('-0.001')).toBe('-0.01');
    expect(formatMoney('abc')).toBe('0.00');
  });

  it('keeps an amount’s own decimals when only grouping', () => {
    expect(formatAmount('1000000.5')).toBe('1,000,000.5');
    expect(formatAmount(-2500)).toBe('-2,500');
  });

  it('repeats an entered amount with its own decimals, at least 2, grouped', () => {
    expect(formatExactAmount('1.1234')).toBe('1.1234');
    expect(formatExactAmount('1234567.1234')).toBe('1,234,567.1234');
    expect(formatExactAmount('10')).toBe('10.00');
    expect(formatExactAmount('0.5')).toBe('0.50');
    expect(formatExactAmount('-5.0001')).toBe('-5.0001');
    expect(formatExactAmount('abc')).toBe('0.00');
  });

  it('cuts a derived amount to 4 decimals, never showing it larger than it is', () => {
    expect(formatExactAmount(multiplyAmounts('0.0005', '3'), 4)).toBe('0.0015');
    expect(formatExactAmount(multiplyAmounts('0.33335', '3'), 4)).toBe('1.00');
    expect(formatExactAmount('1.99999', 4)).toBe('1.9999');
    expect(formatExactAmount('-0.00001', 4)).toBe('-0.0001');
    expect(formatExactAmount('0.00001', 4)).toBe('0.00');
    expect(formatExactAmount('3000', 4)).toBe('3,000.00');
  });

  it('adds without binary float errors', () => {
    expect(addAmounts('0.1', '0.2')).toBe('0.3');
    expect(subtractAmounts('100', '0.07')).toBe('99.93');
  });

  it('treats -1 as unlimited and derives a missing balance from the credit', () => {
    expect(isUnlimited('-1')).toBe(true);
    expect(isUnlimited(-1)).toBe(true);
    expect(isUnlimited('0')).toBe(false);
    expect(effectiveBalance({ balance: null, limit_of_credit: '5000', used_credit: '1234.5' })).toBe('3765.5');
    expect(effectiveBalance({ balance: '12.3', limit_of_credit: '5000', used_credit: '1' })).toBe('12.3');
  });
});

describe('displayBalance', () => {
  it('rounds down to 2 decimals with separators', () => {
    expect(displayBalance({ balance: '1234567.899', limit_of_credit: '2000000', used_credit: '0' }, 'Unlimited')).toBe(
      '1,234,567.89',
    );
  });
  it('shows unlimited for a -1 credit limit', () => {
    expect(displayBalance({ balance: '0', limit_of_credit: '-1', used_credit: '0' }, 'Unlimited')).toBe('Unlimited');
  });
  it('rounds a negative balance down, never showing it larger than it is', () => {
    expect(displayBalance({ balance: '-5.555', limit_of_credit: '0', used_credit: '0' }, 'Unlimited')).toBe('-5.56');
  });
  it('uses limit_of_credit minus used_credit when the balance is missing, exactly', () => {
    expect(displayBalance({ balance: null, limit_of_credit: '1000.3', used_credit: '0.1' }, 'Unlimited')).toBe(
      '1,000.20',
    );
  });
});

describe('formatCount', () => {
  it('groups thousands like money, without decimals', () => {
    expect(formatCount(50_033)).toBe('50,033');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });
});

describe('entered amounts', () => {
  it('travel as typed without a dangling point or leading zeros', () => {
    expect(normalizeAmount('12.')).toBe('12');
    expect(normalizeAmount(' -007.50 ')).toBe('-7.50');
    expect(normalizeAmount('007.50')).toBe('7.50');
    expect(normalizeAmount('.5')).toBe('0.5');
    expect(normalizeAmount('-.5')).toBe('-0.5');
    expect(normalizeAmount('0.10')).toBe('0.10');
    expect(normalizeAmount('5.')).toBe('5');
  });
});

describe('audit amount of a transfer in', () => {
  it('is amount x multiple in decimals, cut to 4 places, for a positive amount and a known multiple only', () => {
    expect(transferInAudit('0.1', '3')).toBe('0.3');
    expect(transferInAudit('10.12345', '1')).toBe('10.1234');
    expect(transferInAudit('1.0001', '2.5')).toBe('2.5002');
    expect(transferInAudit('0.00009', '1')).toBe('0');
    expect(transferInAudit(' 12. ', '1.5')).toBe('18');
    expect(transferInAudit('5', '0')).toBe('0');
    expect(transferInAudit('-5', '2')).toBeNull();
    expect(transferInAudit('0', '2')).toBeNull();
    expect(transferInAudit('x', '2')).toBeNull();
    expect(transferInAudit('5', null)).toBeNull();
    expect(transferInAudit('5', undefined)).toBeNull();
  });
});

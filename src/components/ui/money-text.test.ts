import { describe, expect, it } from 'vitest';
import { rawMoney, signedMoney } from './money-text';

describe('signedMoney', () => {
  it('normalises every amount to the spec rule and signs it by direction', () => {
    expect(signedMoney('25')).toBe('25.00');
    expect(signedMoney('847.5', 'in')).toBe('+847.50');
    expect(signedMoney('1669', 'out')).toBe('-1,669.00');
    expect(signedMoney('5000.009', 'in')).toBe('+5,000.00');
    // A zero movement has no direction to show.
    expect(signedMoney('0', 'out')).toBe('0.00');
  });
});

describe('rawMoney', () => {
  it('keeps every decimal and no separators, for spreadsheets', () => {
    expect(rawMoney('1669.1234', 'out')).toBe('-1669.1234');
    expect(rawMoney('25', 'in')).toBe('25');
    expect(rawMoney('-3.5')).toBe('-3.5');
    expect(rawMoney('abc')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { displayBalance, displayUsername, hidesMoneyColumns } from './display-rules';

describe('username masking', () => {
  const account = { username: 'player01', is_sub: 0 };
  it('masks non-sub accounts when encryption_username applies', () => {
    expect(displayUsername(account, { canMask: true, searchActive: false })).toBe('pl***r01');
  });
  it('shows the username while a search is active, without the permission, or for a sub account', () => {
    expect(displayUsername(account, { canMask: true, searchActive: true })).toBe('player01');
    expect(displayUsername(account, { canMask: false, searchActive: false })).toBe('player01');
    expect(displayUsername({ ...account, is_sub: 1 }, { canMask: true, searchActive: false })).toBe('player01');
  });
});

describe('balance', () => {
  it('rounds down to 2 decimals with separators', () => {
    expect(displayBalance({ balance: '1234567.899', limit_of_credit: '2000000', used_credit: '0' }, 'Unlimited')).toBe(
      '1,234,567.89',
    );
  });
  it('shows unlimited for a -1 credit limit', () => {
    expect(displayBalance({ balance: '0', limit_of_credit: '-1', used_credit: '0' }, 'Unlimited')).toBe('Unlimited');
  });
  it('uses limit_of_credit minus used_credit when the balance is missing, exactly', () => {
    expect(displayBalance({ balance: null, limit_of_credit: '1000.3', used_credit: '0.1' }, 'Unlimited')).toBe(
      '1,000.20',
    );
  });
});

describe('money columns', () => {
  it('are hidden on /user for a role-2 viewer only', () => {
    expect(hidesMoneyColumns('/user', 2)).toBe(true);
    expect(hidesMoneyColumns('/user', 1)).toBe(false);
    expect(hidesMoneyColumns('/agent', 2)).toBe(false);
  });
});

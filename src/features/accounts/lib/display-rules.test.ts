import { describe, expect, it } from 'vitest';
import { displayUsername, hidesMoneyColumns } from './display-rules';

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

describe('money columns', () => {
  it('are hidden on /user for a role-2 viewer only', () => {
    expect(hidesMoneyColumns('/user', 2)).toBe(true);
    expect(hidesMoneyColumns('/user', 1)).toBe(false);
    expect(hidesMoneyColumns('/agent', 2)).toBe(false);
  });
});

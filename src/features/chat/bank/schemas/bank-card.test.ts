import { describe, expect, it } from 'vitest';
import { bankCardAccess } from './bank-card';

describe('bankCardAccess', () => {
  const flags = (is_first: 0 | 1, account_name_modify: 0 | 1) => ({ is_first, account_name_modify });

  it('opens the cards to admins and customer service on a first entry or while the name may change', () => {
    for (const role of [1, 3]) {
      expect(bankCardAccess(flags(1, 0), role)).toBe('edit');
      expect(bankCardAccess(flags(0, 1), role)).toBe('edit');
      expect(bankCardAccess(flags(1, 1), role)).toBe('edit');
    }
  });

  it('locks them for those roles when both flags are 0', () => {
    expect(bankCardAccess(flags(0, 0), 1)).toBe('locked');
    expect(bankCardAccess(flags(0, 0), 3)).toBe('locked');
  });

  it('leaves them read-only for agents and unknown roles, whatever the flags', () => {
    expect(bankCardAccess(flags(1, 1), 2)).toBe('role');
    expect(bankCardAccess(flags(0, 0), 2)).toBe('role');
    expect(bankCardAccess(flags(1, 0), 4)).toBe('role');
    expect(bankCardAccess(flags(1, 0), null)).toBe('role');
  });
});

import { describe, expect, it } from 'vitest';
import { hidesAccountName } from './viewer';

describe('hidesAccountName', () => {
  it('hides the account name from agents only, and only in the variant that asks for it', () => {
    expect(hidesAccountName(2, true)).toBe(true);
    expect(hidesAccountName(3, true)).toBe(false);
    expect(hidesAccountName(1, true)).toBe(false);
    expect(hidesAccountName(null, true)).toBe(false);
    expect(hidesAccountName(2, false)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isImeKey } from './ime';

describe('a key press that belongs to an input method', () => {
  it('is one while composing, or with the key code 229 browsers give it without isComposing', () => {
    expect(isImeKey({ isComposing: true, keyCode: 13 })).toBe(true);
    expect(isImeKey({ isComposing: false, keyCode: 229 })).toBe(true);
  });
  it('is none otherwise', () => {
    expect(isImeKey({ isComposing: false, keyCode: 13 })).toBe(false);
    expect(isImeKey({})).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { insertText, partnerNickname, slashQuery } from './composer-insert';

describe('slashQuery', () => {
  it('reads the search after a leading slash on a single line', () => {
    expect(slashQuery('/')).toBe('');
    expect(slashQuery('/deposit thanks')).toBe('deposit thanks');
    expect(slashQuery('/ยินดี')).toBe('ยินดี');
  });

  it('is null without a leading slash or with a second line', () => {
    expect(slashQuery('')).toBeNull();
    expect(slashQuery('hello /x')).toBeNull();
    expect(slashQuery(' /x')).toBeNull();
    expect(slashQuery('/x\nmore')).toBeNull();
  });
});

describe('insertText', () => {
  it('inserts at the caret', () => {
    expect(insertText('Hello world', 6, 6, 'dear ')).toEqual({ value: 'Hello dear world', caret: 11 });
  });

  it('replaces the selection', () => {
    expect(insertText('Hello world', 6, 11, 'there')).toEqual({ value: 'Hello there', caret: 11 });
  });

  it('replaces a whole /search', () => {
    expect(insertText('/dep', 0, 4, 'Deposit received')).toEqual({ value: 'Deposit received', caret: 16 });
  });

  it('keeps positions inside the text', () => {
    expect(insertText('ab', 5, 9, 'x')).toEqual({ value: 'abx', caret: 3 });
    expect(insertText('ab', 2, 1, 'x')).toEqual({ value: 'abx', caret: 3 });
  });

  it('cuts what does not fit the maximum length, never inside a character', () => {
    expect(insertText('abc', 3, 3, 'defgh', 6)).toEqual({ value: 'abcdef', caret: 6 });
    expect(insertText('abc', 0, 3, 'defgh', 4)).toEqual({ value: 'defg', caret: 4 });
    expect(insertText('a', 1, 1, '😀😀', 4)).toEqual({ value: 'a😀', caret: 3 });
    expect(insertText('a', 1, 1, '😀b', 2)).toEqual({ value: 'a', caret: 1 });
  });
});

describe('partnerNickname', () => {
  it('takes the newest nickname from the other side', () => {
    const messages = [
      { is_self: 0, nickname: 'Old name' },
      { is_self: 0, nickname: 'Lucky Star' },
      { is_self: 1, nickname: 'Mia' },
      { is_self: 0, nickname: ' ' },
    ];
    expect(partnerNickname(messages)).toBe('Lucky Star');
    expect(partnerNickname([{ is_self: 1, nickname: 'Mia' }])).toBe('');
  });
});

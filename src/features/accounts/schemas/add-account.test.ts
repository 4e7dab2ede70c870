import { describe, expect, it } from 'vitest';
import { addAccountSchema, emptyAddAccount } from './add-account';

const valid = { ...emptyAddAccount, username: 'helper7', password: 'abc123', password_confirmation: 'abc123' };
const messages = (input: unknown) => {
  const r = addAccountSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('addAccountSchema', () => {
  it('accepts a username of 4 to 10 characters', () => {
    expect(messages({ ...valid, username: 'abcd' })).toEqual([]);
    expect(messages({ ...valid, username: 'abcdefghij' })).toEqual([]);
    expect(messages({ ...valid, username: 'abc' })).toEqual(['username:accounts:validation.usernameLength']);
    expect(messages({ ...valid, username: 'abcdefghijk' })).toEqual(['username:accounts:validation.usernameLength']);
    expect(messages({ ...valid, username: '' })[0]).toBe('username:accounts:validation.required');
  });

  it('wants passwords of 4 to 15 letters and digits', () => {
    expect(messages({ ...valid, password: 'Ab12', password_confirmation: 'Ab12' })).toEqual([]);
    expect(messages({ ...valid, password: 'a'.repeat(15), password_confirmation: 'a'.repeat(15) })).toEqual([]);
    expect(messages({ ...valid, password: 'a1b' })).toEqual(['password:accounts:validation.passwordLength']);
    expect(messages({ ...valid, password: 'a'.repeat(16) })).toEqual(['password:accounts:validation.passwordLength']);
    expect(messages({ ...valid, password: 'abc 123' })).toEqual(['password:accounts:validation.passwordChars']);
    expect(messages({ ...valid, password_confirmation: 'pässwort' })).toEqual([
      'password_confirmation:accounts:validation.passwordChars',
    ]);
  });

  it('leaves the match of password and confirmation to the server (spec section 5)', () => {
    expect(messages({ ...valid, password_confirmation: 'other123' })).toEqual([]);
  });

  it('takes only image data URLs as thumbnail', () => {
    expect(messages({ ...valid, thumbnail: 'data:image/png;base64,AAAA' })).toEqual([]);
    expect(messages({ ...valid, thumbnail: 'javascript:alert(1)' })).toEqual([
      'thumbnail:accounts:validation.thumbnailType',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { loginInputSchema, loginResultSchema } from './login';
import { methodsForCode, verificationInputSchema, verificationMobile, verificationResultSchema } from './verification';

describe('loginInputSchema', () => {
  it('requires both fields, with i18n keys as messages', () => {
    const result = loginInputSchema.safeParse({ username: '', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['username', 'auth:validation.usernameRequired'],
      ['password', 'auth:validation.passwordRequired'],
    ]);
  });

  it('treats a blank username as empty and trims it', () => {
    expect(loginInputSchema.safeParse({ username: '   ', password: 'x' }).success).toBe(false);
    expect(loginInputSchema.parse({ username: ' admin ', password: ' p ' })).toEqual({
      username: 'admin',
      password: ' p ',
    });
  });
});

describe('loginResultSchema', () => {
  it('parses the login answer and fills missing texts', () => {
    const parsed = loginResultSchema.parse({
      id: '3',
      role_id: 2,
      username: 'agent01',
      token: 't',
      thumbnail: null,
      member_id: 103,
    });
    expect(parsed).toMatchObject({
      id: 3,
      role_id: 2,
      token: 't',
      thumbnail: '',
      share_code: '',
      domain: '',
      member_id: 103,
    });
  });

  it('rejects an answer without a token', () => {
    expect(loginResultSchema.safeParse({ id: 1, role_id: 1, username: 'a', token: '' }).success).toBe(false);
  });
});

describe('verification', () => {
  it('maps the login codes to second factors', () => {
    expect(methodsForCode(7001)).toEqual(['authenticator']);
    expect(methodsForCode(7002)).toEqual(['sms']);
    expect(methodsForCode(7003)).toEqual(['authenticator', 'sms']);
    expect(methodsForCode(4010)).toBeNull();
  });

  it('reads data.mobile from a verification error, whatever its type', () => {
    expect(verificationMobile({ mobile: '0912345678' })).toBe('0912345678');
    expect(verificationMobile({ mobile: 912345678 })).toBe('912345678');
    expect(verificationMobile(null)).toBe('');
    expect(verificationMobile({ mobile: true })).toBe('');
  });

  it('takes auth_done from the verification result', () => {
    expect(verificationResultSchema.parse({ auth_done: 'abc' })).toEqual({ auth_done: 'abc' });
    expect(verificationResultSchema.parse(null)).toEqual({ auth_done: null });
  });

  it('requires a code', () => {
    expect(verificationInputSchema.safeParse({ code: ' ' }).error?.issues[0]?.message).toBe(
      'auth:validation.codeRequired',
    );
  });
});

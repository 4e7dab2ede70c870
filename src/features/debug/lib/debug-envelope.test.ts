import { describe, expect, it } from 'vitest';
import { DEMO_ENV } from '@/config/env';
import { checksum, decryptParams } from '@/lib/api/envelope';
import { decryptInput, encryptPayload, requestBody } from './debug-envelope';

const secrets = DEMO_ENV;

describe('debug envelope', () => {
  it('round-trips a payload: encrypt, then decrypt the params', () => {
    const sealed = encryptPayload('{"username":"admin","page":1}', secrets);
    if (!sealed.ok) throw new Error('expected success');
    expect(sealed.key).toBe(checksum(sealed.params, secrets));
    expect(decryptParams(sealed.params, secrets)).toEqual({ username: 'admin', page: 1 });
    const opened = decryptInput(sealed.params, secrets);
    expect(opened).toEqual({
      ok: true,
      json: JSON.stringify({ username: 'admin', page: 1 }, null, 2),
      checksum: 'absent',
    });
  });

  it('decrypts a whole request body and checks its key', () => {
    const sealed = encryptPayload('{"id":3}', secrets);
    if (!sealed.ok) throw new Error('expected success');
    const body = requestBody(sealed);
    expect(JSON.parse(body)).toEqual({ params: sealed.params, key: sealed.key });
    expect(decryptInput(body, secrets)).toMatchObject({ ok: true, checksum: 'valid' });
    expect(decryptInput(requestBody({ params: sealed.params, key: 'bad' }), secrets)).toEqual({
      ok: false,
      error: 'checksumMismatch',
    });
  });

  it('reports invalid JSON and empty input', () => {
    expect(encryptPayload('{"a":', secrets)).toMatchObject({ ok: false, error: 'invalidJson' });
    expect(encryptPayload('   ', secrets)).toEqual({ ok: false, error: 'emptyInput' });
    expect(decryptInput('', secrets)).toEqual({ ok: false, error: 'emptyInput' });
  });

  it('reports text that cannot be decrypted', () => {
    expect(decryptInput('not-a-ciphertext', secrets)).toEqual({ ok: false, error: 'cannotDecrypt' });
    const other = encryptPayload('{"a":1}', { ...secrets, aesSecret: 'another-secret-value' });
    if (!other.ok) throw new Error('expected success');
    expect(decryptInput(other.params, secrets)).toEqual({ ok: false, error: 'cannotDecrypt' });
  });
});

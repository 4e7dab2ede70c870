import { describe, expect, it } from 'vitest';
import { checksum, decryptParams, encryptParams, openEnvelope, sealEnvelope } from './envelope';

const secrets = { aesSecret: 'vector-secret', aesIv: '0123456789abcdef', signSecret: 'vector-sign' };
const payload = { username: 'agent01', amount: '-12.50', remark: '備註' };

describe('envelope', () => {
  it('encrypts a fixed payload to a fixed body (test vector)', () => {
    expect(sealEnvelope(payload, secrets)).toEqual({
      params: VECTOR_PARAMS,
      key: VECTOR_KEY,
    });
  });

  it('decrypts back to the payload', () => {
    expect(decryptParams(encryptParams(payload, secrets), secrets)).toEqual(payload);
  });

  it('signs params as md5(params + secret)', () => {
    expect(checksum('abc', { ...secrets, signSecret: 'def' })).toBe('e80b5017098950fc58aad83c8c14978e');
  });

  it('rejects a wrong checksum and undecryptable params', () => {
    const body = sealEnvelope(payload, secrets);
    expect(openEnvelope({ ...body, key: '0'.repeat(32) }, secrets)).toEqual({ ok: false, reason: 'checksum' });
    const garbage = 'bm90IGEgY2lwaGVydGV4dA==';
    expect(openEnvelope({ params: garbage, key: checksum(garbage, secrets) }, secrets)).toEqual({
      ok: false,
      reason: 'decrypt',
    });
    expect(openEnvelope(body, { ...secrets, aesSecret: 'other' }).ok).toBe(false);
  });
});

// Cross-checked with Node's own crypto (aes-256-cbc, key = sha256(secret)).
const VECTOR_PARAMS = 'U2zqsyN8TUDOWi25/sVqK7nfDGcvXO0C16zx2xWdCG+4yUmJ0pXI4OUCB1EsP64S1Rx4xcYaKcZSgiwCApiQiA==';
const VECTOR_KEY = 'f0d556f1db26c96e4ee0abcb1aeb6f7b';

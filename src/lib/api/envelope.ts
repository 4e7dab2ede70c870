import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import encUtf8 from 'crypto-js/enc-utf8';
import MD5 from 'crypto-js/md5';
import SHA256 from 'crypto-js/sha256';

/** Secrets of the call envelope (backoffice spec section 7). */
export type EnvelopeSecrets = { aesSecret: string; aesIv: string; signSecret: string };
export type EnvelopeBody = { params: string; key: string };

function cipherOptions(secrets: EnvelopeSecrets) {
  return {
    key: SHA256(secrets.aesSecret),
    iv: encUtf8.parse(secrets.aesIv),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  };
}

/** AES-256-CBC / PKCS7 of the JSON text, base64. The key is the SHA-256 of the configured secret. */
export function encryptParams(payload: unknown, secrets: EnvelopeSecrets): string {
  const { key, ...options } = cipherOptions(secrets);
  return AES.encrypt(JSON.stringify(payload ?? {}), key, options).toString();
}

/** Inverse of encryptParams; throws when the text is not a ciphertext of these secrets. */
export function decryptParams(params: string, secrets: EnvelopeSecrets): unknown {
  const { key, ...options } = cipherOptions(secrets);
  let text = '';
  try {
    text = AES.decrypt(params, key, options).toString(encUtf8);
  } catch {
    throw new Error('undecryptable params');
  }
  if (!text) throw new Error('undecryptable params');
  return JSON.parse(text);
}

/** MD5 of params joined with the signing secret, lower-case hex. */
export function checksum(params: string, secrets: EnvelopeSecrets): string {
  return MD5(params + secrets.signSecret).toString();
}

export function sealEnvelope(payload: unknown, secrets: EnvelopeSecrets): EnvelopeBody {
  const params = encryptParams(payload, secrets);
  return { params, key: checksum(params, secrets) };
}

export type OpenResult = { ok: true; payload: unknown } | { ok: false; reason: 'checksum' | 'decrypt' };

/** Used by the demo backend and the debug page: verifies the checksum, then decrypts. */
export function openEnvelope(body: EnvelopeBody, secrets: EnvelopeSecrets): OpenResult {
  if (checksum(body.params, secrets) !== body.key) return { ok: false, reason: 'checksum' };
  try {
    return { ok: true, payload: decryptParams(body.params, secrets) };
  } catch {
    return { ok: false, reason: 'decrypt' };
  }
}

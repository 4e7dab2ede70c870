import { decryptParams, openEnvelope, sealEnvelope, type EnvelopeSecrets } from '@/lib/api/envelope';

export type EncryptOutcome =
  { ok: true; params: string; key: string } | { ok: false; error: 'emptyInput' | 'invalidJson'; detail?: string };

export type DecryptOutcome =
  | { ok: true; json: string; checksum: 'valid' | 'absent' }
  | { ok: false; error: 'emptyInput' | 'cannotDecrypt' | 'checksumMismatch' };

/** JSON text -> the envelope's params and key (backoffice spec section 7). */
export function encryptPayload(text: string, secrets: EnvelopeSecrets): EncryptOutcome {
  if (!text.trim()) return { ok: false, error: 'emptyInput' };
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: 'invalidJson', detail: error instanceof Error ? error.message : String(error) };
  }
  return { ok: true, ...sealEnvelope(payload, secrets) };
}

function asBody(text: string): { params: string; key?: string } | null {
  if (!text.startsWith('{')) return null;
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && typeof (value as { params?: unknown }).params === 'string') {
      const { params, key } = value as { params: string; key?: unknown };
      return typeof key === 'string' ? { params, key } : { params };
    }
  } catch {
    // Not a request body: treat the text as params.
  }
  return null;
}

/** Accepts the params alone, or a whole request body `{ "params": ..., "key": ... }` (its key is then checked). */
export function decryptInput(text: string, secrets: EnvelopeSecrets): DecryptOutcome {
  const input = text.trim();
  if (!input) return { ok: false, error: 'emptyInput' };
  const body = asBody(input);
  if (body?.key !== undefined) {
    const opened = openEnvelope({ params: body.params, key: body.key }, secrets);
    if (!opened.ok) return { ok: false, error: opened.reason === 'checksum' ? 'checksumMismatch' : 'cannotDecrypt' };
    return { ok: true, json: JSON.stringify(opened.payload, null, 2), checksum: 'valid' };
  }
  try {
    const payload = decryptParams((body?.params ?? input).replace(/^"|"$/g, ''), secrets);
    return { ok: true, json: JSON.stringify(payload, null, 2), checksum: 'absent' };
  } catch {
    return { ok: false, error: 'cannotDecrypt' };
  }
}

/** The request body as the API expects it, ready to paste into a client. */
export function requestBody({ params, key }: { params: string; key: string }): string {
  return JSON.stringify({ params, key }, null, 2);
}

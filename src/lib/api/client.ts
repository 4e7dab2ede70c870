import { z } from 'zod';
import { env } from '@/config/env';
import { storage } from '@/lib/storage';
import { sessionEvents } from '@/lib/session-events';
import { CLIENT_CODE, CODE } from './codes';
import { sealEnvelope } from './envelope';
import { ApiError } from './errors';

export const responseSchema = z.object({
  code: z.number(),
  data: z.unknown().optional(),
  message: z.string().nullish(),
  pagination: z.unknown().optional(),
});
export type ApiResponse = z.infer<typeof responseSchema>;

let currentLanguage = 'en';
/** Set by i18n so every call carries Accept-Language without importing i18next here. */
export function setApiLanguage(lng: string): void {
  currentLanguage = lng;
}

type CallOptions = { signal?: AbortSignal; timeoutMs?: number };

/**
 * The single POST client of the envelope (backoffice spec section 7). Resolves with the whole
 * response on code 1000; every other outcome is an ApiError. 9998 ends the session.
 */
export async function apiCall(path: string, payload: unknown = {}, options: CallOptions = {}): Promise<ApiResponse> {
  const body = sealEnvelope(payload, env);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': currentLanguage,
  };
  const token = storage.get('user_token');
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(options.timeoutMs ?? env.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let res: Response;
  try {
    res = await fetch(env.apiBase + path, { method: 'POST', headers, body: JSON.stringify(body), signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(CLIENT_CODE.timeout, 'errors.timeout', null, true);
    throw new ApiError(CLIENT_CODE.network, 'errors.network', null, true);
  }

  // HTTP-level session answers: an expired token (401) and an access-denied (403) are app-wide events.
  if (res.status === 401) {
    storage.clearSession();
    sessionEvents.emit('token-expired');
    throw new ApiError(401, 'Token has expired');
  }
  if (res.status === 403) {
    sessionEvents.emit('access-denied');
    throw new ApiError(403, 'noAuthority');
  }

  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiError(CLIENT_CODE.badResponse, 'errors.badResponse', null, res.ok);
  }
  const parsed = responseSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(CLIENT_CODE.badResponse, 'errors.badResponse', null, res.ok);

  const answer = parsed.data;
  if (answer.code === CODE.sessionExpired) {
    storage.clearSession();
    sessionEvents.emit('session-expired');
  }
  if (answer.code !== CODE.success) throw new ApiError(answer.code, answer.message ?? '', answer.data ?? null);
  return answer;
}

/** Calls and parses `data` with the given schema; a shape mismatch is a bad response. */
export async function apiData<T extends z.ZodType>(
  path: string,
  payload: unknown,
  schema: T,
  options?: CallOptions,
): Promise<z.infer<T>> {
  const answer = await apiCall(path, payload, options);
  const data = schema.safeParse(answer.data);
  if (!data.success) throw new ApiError(CLIENT_CODE.badResponse, 'errors.badResponse', answer.data ?? null);
  return data.data;
}

// zod's light form: the sign-in page loads the client with its first call (./lazy-call.ts), and
// classic schemas parse through it too.
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { env } from '@/config/env';
import { storage } from '@/lib/storage';
import { sessionEvents } from '@/lib/session-events';
import { CLIENT_CODE, CODE } from './codes';
import type { Endpoint, PayloadOf, ResultOf } from './endpoint';
import { ApiError } from './errors';
import { apiLanguage } from './language';

export const responseSchema = z.object({
  code: z.number(),
  data: z.optional(z.unknown()),
  message: z.nullish(z.string()),
  pagination: z.optional(z.unknown()),
});
export type ApiResponse = z.infer<typeof responseSchema>;

export { setApiLanguage } from './language';

export type CallOptions = { signal?: AbortSignal; timeoutMs?: number };

/**
 * The cipher code arrives with the first call: the sign-in page makes none until the user submits.
 * If it cannot be fetched, the call fails as a network failure does, and the next call tries again.
 */
async function loadEnvelope() {
  try {
    return await import('./envelope');
  } catch {
    throw new ApiError(CLIENT_CODE.network, 'errors.network', null, true);
  }
}

/**
 * The single POST client of the envelope (backoffice spec section 7). Resolves with the whole
 * response on code 1000; every other outcome is an ApiError. 9998 ends the session.
 */
export async function apiCall(path: string, payload: unknown = {}, options: CallOptions = {}): Promise<ApiResponse> {
  const { sealEnvelope } = await loadEnvelope();
  const body = sealEnvelope(payload, env);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': apiLanguage(),
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
  // An answer about a session that has since ended (signed out, or another user signed in while it
  // was on its way) must not end the session now in place.
  const sameSession = () => storage.get('user_token') === token;
  if (res.status === 401) {
    if (sameSession()) {
      storage.clearSession();
      sessionEvents.emit('token-expired');
    }
    throw new ApiError(401, 'Token has expired');
  }
  if (res.status === 403) {
    if (sameSession()) sessionEvents.emit('access-denied');
    throw new ApiError(403, 'noAuthority');
  }

  const parsed = responseSchema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw unreadableAnswer(res.status);

  const answer = parsed.data;
  if (answer.code === CODE.sessionExpired && sameSession()) {
    storage.clearSession();
    sessionEvents.emit('session-expired');
  }
  if (answer.code !== CODE.success) throw new ApiError(answer.code, answer.message ?? '', answer.data ?? null);
  return answer;
}

/**
 * The request reached something that did not answer with an envelope (a gateway's HTML 502/504, a
 * crashed server, a truncated body). The server may have applied the call before failing, so the
 * outcome is unknown: a money call must not be resent blindly.
 */
function unreadableAnswer(status: number): ApiError {
  return status >= 500
    ? new ApiError(CLIENT_CODE.serverError, 'errors.server', { status }, true)
    : new ApiError(CLIENT_CODE.badResponse, 'errors.badResponse', { status }, true);
}

/** Calls and parses `data` with the given schema; a shape mismatch is a bad response. */
export async function apiData<T extends core.$ZodType>(
  path: string,
  payload: unknown,
  schema: T,
  options?: CallOptions,
): Promise<core.output<T>> {
  const answer = await apiCall(path, payload, options);
  const data = z.safeParse(schema, answer.data);
  if (!data.success) throw new ApiError(CLIENT_CODE.badResponse, 'errors.badResponse', answer.data ?? null);
  return data.data;
}

/**
 * Calls an entry of the API contract (./endpoints.ts): the payload is typed by the entry's request
 * schema and the answer's `data` is parsed with its response schema (a mismatch is a bad response).
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  payload: PayloadOf<E>,
  options?: CallOptions,
): Promise<ResultOf<E>> {
  return apiData(endpoint.path, payload, endpoint.response, options) as Promise<ResultOf<E>>;
}

const reportedTotalSchema = z.object({ total: z.coerce.number().check(z.int(), z.nonnegative()) });

/**
 * callEndpoint for list calls, with the row total the server reports: the envelope's pagination,
 * or a paginator object's own total; null when it reports none.
 */
export async function callListEndpoint<E extends Endpoint>(
  endpoint: E,
  payload: PayloadOf<E>,
  options?: CallOptions,
): Promise<{ data: ResultOf<E>; total: number | null }> {
  const answer = await apiCall(endpoint.path, payload, options);
  const data = z.safeParse(endpoint.response, answer.data);
  if (!data.success) throw new ApiError(CLIENT_CODE.badResponse, 'errors.badResponse', answer.data ?? null);
  const reported = z.safeParse(reportedTotalSchema, answer.pagination ?? answer.data);
  return { data: data.data as ResultOf<E>, total: reported.success ? reported.data.total : null };
}

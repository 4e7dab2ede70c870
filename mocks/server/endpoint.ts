import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { DEMO_ENV } from '@/config/env';
import type { Endpoint } from '@/lib/api/endpoint';
import { openEnvelope } from '@/lib/api/envelope';
import { db } from '../db/store';
import type { DbState, DbUser } from '../db/types';
import { MOCK_CODE } from './codes';
import { answerDelay } from './latency';
import { unexpectedFields } from './request-keys';

export type Reply = { code: number; data?: unknown; message?: string; pagination?: unknown };

export const ok = (data: unknown = null, message = 'success', pagination?: unknown): Reply => ({
  code: MOCK_CODE.success,
  data,
  message,
  ...(pagination ? { pagination } : {}),
});
export const fail = (code: number, message: string, data: unknown = null): Reply => ({ code, data, message });

type Context<P> = { payload: P; user: DbUser; state: DbState; token: string; request: Request };
type PublicContext<P> = Omit<Context<P>, 'user' | 'token'> & { user: DbUser | null; token: string | null };

const envelopeSchema = z.object({ params: z.string(), key: z.string() });

/** Matches the demo API base whatever the origin (browser, jsdom, Storybook). */
export const apiUrl = (path: string) => `*${DEMO_ENV.apiBase}${path}`;

function sessionUser(request: Request): { user: DbUser | null; token: string | null } {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : null;
  const id = token ? db.state.sessions[token] : undefined;
  const user = id === undefined ? null : (db.state.users.find((u) => u.id === id) ?? null);
  return { user, token };
}

async function open(request: Request): Promise<{ payload: unknown } | { reply: Reply }> {
  const body = envelopeSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return { reply: fail(MOCK_CODE.badParams, 'Malformed request body') };
  const opened = openEnvelope(body.data, DEMO_ENV);
  if (!opened.ok)
    return {
      reply:
        opened.reason === 'checksum'
          ? fail(MOCK_CODE.badChecksum, 'Checksum mismatch')
          : fail(MOCK_CODE.badParams, 'Params could not be decrypted'),
    };
  return { payload: opened.payload };
}

const valueAt = (payload: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    payload,
  );

/**
 * A payload the contract refuses is answered as a strict real server does: the validation code (not
 * 1000) with a message naming the first field at fault, "The per_page field is required." for a
 * field left out, "Invalid per_page: ..." for a value it does not take. The request schemas carry
 * no defaults, so nothing the screen leaves out is filled in here.
 */
function invalid(error: z.ZodError, payload: unknown): Reply {
  const first = firstIssue(error.issues);
  const field = first?.path.join('.') || 'payload';
  if (first && first.path.length > 0 && valueAt(payload, first.path) === undefined)
    return fail(MOCK_CODE.validation, `The ${field} field is required.`);
  return fail(MOCK_CODE.validation, `Invalid ${field}: ${first?.message ?? ''}`.trim());
}

/** The issue to name: inside a union (api/user/list), the first issue of the option that came closest. */
function firstIssue(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue | undefined {
  const first = issues[0];
  if (first?.code !== 'invalid_union' || first.errors.length === 0) return first;
  const closest = first.errors.reduce((a, b) => (b.length < a.length ? b : a));
  const inner = firstIssue(closest);
  return inner && { ...inner, path: [...first.path, ...inner.path] };
}

/**
 * The payload must validate and name no field the contract does not: a screen that leaves out a
 * field, or sends one the spec's call tables do not list, is refused here, not only on a real server.
 */
function check<E extends Served>(entry: E, payload: unknown): { payload: PayloadFor<E> } | { reply: Reply } {
  const extra = unexpectedFields(entry.request, payload)[0];
  if (extra !== undefined) return { reply: fail(MOCK_CODE.validation, `The ${extra} field is not accepted.`) };
  const parsed = z.safeParse(entry.request, payload);
  if (!parsed.success) return { reply: invalid(parsed.error, payload) };
  return { payload: parsed.data as PayloadFor<E> };
}

/** The part of an API-contract entry the demo backend serves: its path and its request schema. */
type Served = Pick<Endpoint, 'path' | 'request'>;
type PayloadFor<E extends Served> = z.output<E['request']>;

/**
 * An endpoint that requires a valid bearer token; an unknown or missing token answers 9998. The
 * payload is validated with the API contract's request schema, the one the client is typed by.
 */
export function endpoint<E extends Served>(entry: E, handle: (ctx: Context<PayloadFor<E>>) => Reply | Promise<Reply>) {
  return http.post(apiUrl(entry.path), async ({ request }) => {
    await answerDelay();
    const opened = await open(request);
    if ('reply' in opened) return HttpResponse.json(opened.reply);
    const { user, token } = sessionUser(request);
    if (!user || !token) return HttpResponse.json(fail(MOCK_CODE.sessionExpired, 'Token has expired'));
    const checked = check(entry, opened.payload);
    if ('reply' in checked) return HttpResponse.json(checked.reply);
    return HttpResponse.json(await handle({ payload: checked.payload, user, token, state: db.state, request }));
  });
}

/** An endpoint callable without a session (login and its second factor). */
export function publicEndpoint<E extends Served>(
  entry: E,
  handle: (ctx: PublicContext<PayloadFor<E>>) => Reply | Promise<Reply>,
) {
  return http.post(apiUrl(entry.path), async ({ request }) => {
    await answerDelay();
    const opened = await open(request);
    if ('reply' in opened) return HttpResponse.json(opened.reply);
    const checked = check(entry, opened.payload);
    if ('reply' in checked) return HttpResponse.json(checked.reply);
    return HttpResponse.json(
      await handle({ payload: checked.payload, ...sessionUser(request), state: db.state, request }),
    );
  });
}

/** Story helper: answers one path with a fixed reply, whatever the payload. */
export function replyWith(path: string, reply: Reply, options: { delayMs?: number | 'infinite' } = {}) {
  return http.post(apiUrl(path), async () => {
    if (options.delayMs !== undefined) await delay(options.delayMs);
    return HttpResponse.json(reply);
  });
}

/** Story helper: the network fails for one path (after `delayMs`, as a slow network would). */
export function networkErrorFor(path: string, options: { delayMs?: number } = {}) {
  return http.post(apiUrl(path), async () => {
    if (options.delayMs !== undefined) await delay(options.delayMs);
    return HttpResponse.error();
  });
}

/**
 * Story helper: serves one path with a schema of the story's own, to record what the screen sent
 * (the demo backend itself always serves the API contract's entries through `endpoint`).
 */
export function storyEndpoint<S extends z.ZodType>(
  path: string,
  schema: S,
  handle: (ctx: Context<z.output<S>>) => Reply | Promise<Reply>,
) {
  return endpoint({ path, request: schema }, handle);
}

import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { DEMO_ENV } from '@/config/env';
import type { Endpoint } from '@/lib/api/endpoint';
import { openEnvelope } from '@/lib/api/envelope';
import { db } from '../db/store';
import type { DbState, DbUser } from '../db/types';
import { MOCK_CODE } from './codes';

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

function invalid(error: z.ZodError): Reply {
  const first = error.issues[0];
  return fail(MOCK_CODE.validation, `Invalid ${first?.path.join('.') || 'payload'}: ${first?.message ?? ''}`.trim());
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
    await delay();
    const opened = await open(request);
    if ('reply' in opened) return HttpResponse.json(opened.reply);
    const { user, token } = sessionUser(request);
    if (!user || !token) return HttpResponse.json(fail(MOCK_CODE.sessionExpired, 'Token has expired'));
    const payload = z.safeParse(entry.request, opened.payload);
    if (!payload.success) return HttpResponse.json(invalid(payload.error));
    return HttpResponse.json(
      await handle({ payload: payload.data as PayloadFor<E>, user, token, state: db.state, request }),
    );
  });
}

/** An endpoint callable without a session (login and its second factor). */
export function publicEndpoint<E extends Served>(
  entry: E,
  handle: (ctx: PublicContext<PayloadFor<E>>) => Reply | Promise<Reply>,
) {
  return http.post(apiUrl(entry.path), async ({ request }) => {
    await delay();
    const opened = await open(request);
    if ('reply' in opened) return HttpResponse.json(opened.reply);
    const payload = z.safeParse(entry.request, opened.payload);
    if (!payload.success) return HttpResponse.json(invalid(payload.error));
    return HttpResponse.json(
      await handle({ payload: payload.data as PayloadFor<E>, ...sessionUser(request), state: db.state, request }),
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

/** Story helper: the network fails for one path. */
export function networkErrorFor(path: string) {
  return http.post(apiUrl(path), () => HttpResponse.error());
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

import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ENV } from '@/config/env';
import { server } from '@mocks/node';
import { replyWith, networkErrorFor } from '@mocks/server/endpoint';
import { sessionEvents } from '@/lib/session-events';
import { storage } from '@/lib/storage';
import { apiCall, apiData, setApiLanguage } from './client';
import { openEnvelope } from './envelope';
import { CLIENT_CODE } from './codes';
import { ApiError } from './errors';
import { z } from 'zod';

describe('apiCall', () => {
  // @spec bo.errors.success-1000
  it('posts the sealed envelope with Accept-Language and the bearer token', async () => {
    let seen: { body: unknown; language: string | null; auth: string | null } | null = null;
    server.use(
      http.post('*/demo-api/api/echo', async ({ request }) => {
        seen = {
          body: await request.json(),
          language: request.headers.get('Accept-Language'),
          auth: request.headers.get('Authorization'),
        };
        return HttpResponse.json({ code: 1000, data: { ok: true }, message: 'success' });
      }),
    );
    storage.set('user_token', 'tok-1');
    setApiLanguage('th-th');
    const answer = await apiCall('api/echo', { amount: '12.50' });
    setApiLanguage('en');
    expect(answer.data).toEqual({ ok: true });
    expect(seen!.language).toBe('th-th');
    expect(seen!.auth).toBe('Bearer tok-1');
    expect(openEnvelope(seen!.body as { params: string; key: string }, DEMO_ENV)).toEqual({
      ok: true,
      payload: { amount: '12.50' },
    });
  });

  // @spec bo.errors.other-codes chat.errors.other-codes
  it('throws an ApiError carrying the server code and message for codes other than 1000', async () => {
    server.use(replyWith('api/x', { code: 5002, message: 'Rejected by risk control', data: { a: 1 } }));
    await expect(apiCall('api/x')).rejects.toMatchObject({
      code: 5002,
      message: 'Rejected by risk control',
      data: { a: 1 },
    });
  });

  // @spec bo.errors.9998 chat.errors.9998
  it('on 9998 clears local storage (keeping the language) and announces the session end', async () => {
    server.use(replyWith('api/x', { code: 9998, message: 'expired' }));
    storage.set('user_token', 'tok');
    storage.set('role_id', 2);
    storage.set('LOCALE', 'ru');
    const listener = vi.fn();
    const stop = sessionEvents.subscribe(listener);
    await expect(apiCall('api/x')).rejects.toBeInstanceOf(ApiError);
    stop();
    expect(listener).toHaveBeenCalledWith('session-expired');
    expect(storage.get('user_token')).toBeNull();
    expect(storage.get('role_id')).toBeNull();
    expect(storage.get('LOCALE')).toBe('ru');
  });

  it('leaves a newer session alone when an answer about an ended one arrives late (9998 and 401)', async () => {
    const listener = vi.fn();
    const stop = sessionEvents.subscribe(listener);
    for (const answer of [
      () => HttpResponse.json({ code: 9998, message: 'expired' }),
      () => new HttpResponse(null, { status: 401 }),
    ]) {
      storage.set('user_token', 'old');
      server.use(
        http.post('*/demo-api/api/x', async () => {
          // Signed out and signed in again while this answer was on its way.
          storage.set('user_token', 'new');
          await delay(10);
          return answer();
        }),
      );
      await expect(apiCall('api/x')).rejects.toBeInstanceOf(ApiError);
      expect(storage.get('user_token')).toBe('new');
    }
    stop();
    expect(listener).not.toHaveBeenCalled();
  });

  it('turns a network failure into a translated client error whose outcome is unknown', async () => {
    server.use(networkErrorFor('api/x'));
    const error = (await apiCall('api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.isClientFailure).toBe(true);
    expect(error.message).toBe('errors.network');
    expect(error.outcomeUnknown).toBe(true);
  });

  it('gives up after the time-out', async () => {
    server.use(
      http.post('*/demo-api/api/slow', async () => {
        await delay(500);
        return HttpResponse.json({ code: 1000 });
      }),
    );
    await expect(apiCall('api/slow', {}, { timeoutMs: 50 })).rejects.toMatchObject({ message: 'errors.timeout' });
  });

  it('treats a gateway error page as a server error whose outcome is unknown', async () => {
    server.use(http.post('*/demo-api/api/html', () => new HttpResponse('<html>504</html>', { status: 504 })));
    await expect(apiCall('api/html')).rejects.toMatchObject({
      code: CLIENT_CODE.serverError,
      message: 'errors.server',
      data: { status: 504 },
      outcomeUnknown: true,
    });
  });

  it('treats an answer that is not JSON or not an envelope answer as unreadable, outcome unknown', async () => {
    server.use(http.post('*/demo-api/api/text', () => new HttpResponse('ok', { status: 200 })));
    await expect(apiCall('api/text')).rejects.toMatchObject({ message: 'errors.badResponse', outcomeUnknown: true });
    server.use(http.post('*/demo-api/api/odd', () => HttpResponse.json({ hello: 'world' })));
    await expect(apiCall('api/odd')).rejects.toMatchObject({ message: 'errors.badResponse', outcomeUnknown: true });
  });

  it('reads an envelope answer even when it comes with HTTP 500: the server said what happened', async () => {
    server.use(
      http.post('*/demo-api/api/e', () => HttpResponse.json({ code: 5000, message: 'Maintenance' }, { status: 500 })),
    );
    await expect(apiCall('api/e')).rejects.toMatchObject({ code: 5000, message: 'Maintenance', outcomeUnknown: false });
  });

  // @spec bo.errors.token-expired
  it('maps HTTP 401 to the token-expired event', async () => {
    server.use(http.post('*/demo-api/api/x', () => new HttpResponse(null, { status: 401 })));
    const listener = vi.fn();
    const stop = sessionEvents.subscribe(listener);
    await expect(apiCall('api/x')).rejects.toMatchObject({ code: 401 });
    stop();
    expect(listener).toHaveBeenCalledWith('token-expired');
  });

  it('apiData parses data with the schema and rejects a mismatch', async () => {
    server.use(replyWith('api/n', { code: 1000, data: { n: 5 } }));
    await expect(apiData('api/n', {}, z.object({ n: z.number() }))).resolves.toEqual({ n: 5 });
    await expect(apiData('api/n', {}, z.object({ n: z.string() }))).rejects.toMatchObject({
      message: 'errors.badResponse',
    });
  });
});

describe('demo backend envelope checks', () => {
  it('rejects a wrong checksum and requires the token', async () => {
    const post = (body: unknown, token?: string) =>
      fetch(`http://localhost${DEMO_ENV.apiBase}api/userMenu/list`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ code: number }>);
    await expect(post({ params: 'abc', key: 'wrong' })).resolves.toMatchObject({ code: 4001 });
    const { sealEnvelope } = await import('./envelope');
    await expect(post(sealEnvelope({}, DEMO_ENV))).resolves.toMatchObject({ code: 9998 });
  });
});

import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ENV } from '@/config/env';
import { servedTogether } from './served-together';

const url = (path: string) => `http://127.0.0.1${DEMO_ENV.apiBase}${path}`;
const post = (path: string) => new Request(url(path), { method: 'POST', body: '{}' });
const answering = (path: string, text: string) =>
  http.post(`*${DEMO_ENV.apiBase}${path}`, () => HttpResponse.text(text));

describe('the demo API served as one handler', () => {
  const together = servedTogether([answering('api/a', 'first'), answering('api/b', 'second')]);

  it('hands each call to the handler of its path', async () => {
    expect(await (await getResponse([together], post('api/b')))?.text()).toBe('second');
    expect(await (await getResponse([together], post('api/a?x=1')))?.text()).toBe('first');
  });

  it('answers nothing for a path it does not serve, so the call goes on to the network', async () => {
    expect(await getResponse([together], post('api/c'))).toBeUndefined();
  });

  it('leaves a handler listed ahead of it the first word', async () => {
    const override = answering('api/a', 'override');
    expect(await (await getResponse([override, together], post('api/a')))?.text()).toBe('override');
  });
});

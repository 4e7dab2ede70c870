import { describe, expect, it } from 'vitest';
import { apiHandlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { MOCK_CODE } from '@mocks/server/codes';
import { apiUrl, ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { callEndpoint } from './client';
import { CLIENT_CODE } from './codes';
import { endpoints } from './endpoints';
import { ApiError } from './errors';

const registryUrls = Object.values(endpoints).map((e) => apiUrl(e.path));
const handlerUrls = apiHandlers.map((h) => String((h.info as { path: unknown }).path));

describe('the API contract', () => {
  it('names each path once', () => {
    expect(new Set(registryUrls).size).toBe(registryUrls.length);
  });

  it('is served by the demo backend path for path, and the demo serves nothing else', () => {
    expect([...handlerUrls].sort()).toEqual([...registryUrls].sort());
  });

  it('parses the answer with the entry response schema', async () => {
    signInAs(1);
    const menu = await callEndpoint(endpoints.menuList, {});
    expect(menu.length).toBeGreaterThan(0);
    expect(typeof menu[0]?.code).toBe('string');
  });

  it('turns an answer of the wrong shape into the bad-response error', async () => {
    signInAs(1);
    server.use(replyWith(endpoints.menuList.path, ok({ not: 'a list' })));
    const failure = await callEndpoint(endpoints.menuList, {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe(CLIENT_CODE.badResponse);
  });

  it('lets the demo backend refuse what the contract refuses (a wallet other than 1 or 2)', async () => {
    signInAs(1);
    const wrongWallet = { id: 100, amount: '1', remark: 'r', type: 3 } as unknown as Parameters<
      typeof callEndpoint<typeof endpoints.userTransaction>
    >[1];
    const failure = await callEndpoint(endpoints.userTransaction, wrongWallet).catch((e: unknown) => e);
    expect((failure as ApiError).message).toMatch(/^Invalid type/);
  });
});

describe('the strict demo backend', () => {
  const refusal = async <E extends (typeof endpoints)[keyof typeof endpoints]>(entry: E, payload: object) => {
    signInAs(3);
    const failure = await callEndpoint(entry, payload as never).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    return failure as ApiError;
  };

  it('refuses a payload missing a spec field with a code other than 1000 and a message naming it', async () => {
    const failure = await refusal(endpoints.friendList, { status: 1, username: '', fuzzy: 1, page: 1 });
    expect(failure.code).toBe(MOCK_CODE.validation);
    expect(failure.code).not.toBe(1000);
    expect(failure.message).toBe('The per_page field is required.');
  });

  it('fills in nothing: an empty friend list payload is refused at its first field', async () => {
    expect((await refusal(endpoints.friendList, {})).message).toBe('The status field is required.');
  });

  it('names the missing field of the shape the payload is closest to (api/user/list)', async () => {
    expect((await refusal(endpoints.userList, { role_id: 2, page: 1 })).message).toBe(
      'The per_page field is required.',
    );
  });

  it('refuses a field the call tables do not list', async () => {
    const failure = await refusal(endpoints.readMessage, { message_id: 1, code: 'r-1', room_id: 1 });
    expect(failure.message).toBe('The room_id field is not accepted.');
  });

  it('refuses a value the contract does not take, naming the field', async () => {
    const failure = await refusal(endpoints.friendList, { status: 1, username: '', fuzzy: 1, page: 1, per_page: 20 });
    expect(failure.message).toMatch(/^Invalid per_page/);
  });
});

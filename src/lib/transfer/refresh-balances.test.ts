import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '@/lib/session/api/keys';
import { refreshBalances } from './refresh-balances';

const ACCOUNT_LIST = ['accounts', 'list', { page: 1 }] as const;
const OTHER_LIST = ['accounts', 'list', { page: 2 }] as const;
const UNRELATED = ['chat', 'rooms', 'list', 1] as const;

function cached() {
  const client = new QueryClient();
  for (const key of [
    sessionKeys.userView(7),
    sessionKeys.userView(null),
    ACCOUNT_LIST,
    OTHER_LIST,
    UNRELATED,
    sessionKeys.menu(),
  ])
    client.setQueryData(key, {});
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('refreshBalances', () => {
  it("marks the viewer's user views and the flow's own balances to be asked again", async () => {
    const client = cached();
    await refreshBalances(client, ['accounts', 'list']);
    expect(stale(client, sessionKeys.userView(7))).toBe(true);
    expect(stale(client, sessionKeys.userView(null))).toBe(true);
    expect(stale(client, ACCOUNT_LIST)).toBe(true);
    expect(stale(client, OTHER_LIST)).toBe(true);
  });

  it('leaves what shows no balance', async () => {
    const client = cached();
    await refreshBalances(client, ['accounts', 'list']);
    expect(stale(client, UNRELATED)).toBe(false);
    expect(stale(client, sessionKeys.menu())).toBe(false);
  });

  it("refreshes the viewer's balance when the flow names nothing else", async () => {
    const client = cached();
    await refreshBalances(client);
    expect(stale(client, sessionKeys.userView(7))).toBe(true);
    expect(stale(client, ACCOUNT_LIST)).toBe(false);
  });
});

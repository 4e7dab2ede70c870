import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useApiMutation } from './use-api-mutation';

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useApiMutation', () => {
  it('refreshes what the hook owns before the caller hears of the success, and sends once', async () => {
    const client = new QueryClient();
    const order: string[] = [];
    const save = vi.fn((input: { id: number }) => Promise.resolve({ saved: input.id }));
    const { result } = renderHook(
      () =>
        useApiMutation(save, {
          refresh: async (_client, input, data) => {
            order.push(`refresh ${input.id} ${data?.saved}`);
          },
          mutationConfig: { onSuccess: (data) => void order.push(`caller ${data.saved}`) },
        }),
      { wrapper: wrapper(client) },
    );
    act(() => result.current.mutate({ id: 7 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(order).toEqual(['refresh 7 7', 'caller 7']);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never resends a failed write, and refreshes on failure only when asked to (refreshOn settled)', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: 3 } } });
    const fail = vi.fn((_input: number) => Promise.reject(new Error('unknown outcome')));
    const refreshed: unknown[] = [];
    const settled = vi.fn();
    const { result } = renderHook(
      () => ({
        onSuccessOnly: useApiMutation(fail, { refresh: async () => void refreshed.push('success-only') }),
        onSettled: useApiMutation(fail, {
          refreshOn: 'settled',
          refresh: async (_client, input, data) => void refreshed.push([input, data]),
          mutationConfig: { onSettled: settled },
        }),
      }),
      { wrapper: wrapper(client) },
    );
    act(() => result.current.onSuccessOnly.mutate(1));
    act(() => result.current.onSettled.mutate(2));
    await waitFor(() => expect(result.current.onSettled.isError).toBe(true));
    await waitFor(() => expect(result.current.onSuccessOnly.isError).toBe(true));
    expect(fail).toHaveBeenCalledTimes(2);
    expect(refreshed).toEqual([[2, undefined]]);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('names the call in the cache when given a key', async () => {
    const client = new QueryClient();
    const { result } = renderHook(
      () =>
        useApiMutation((n: number) => new Promise<number>((resolve) => setTimeout(() => resolve(n), 50)), {
          mutationKey: ['login'],
        }),
      { wrapper: wrapper(client) },
    );
    act(() => result.current.mutate(1));
    await waitFor(() => expect(client.isMutating({ mutationKey: ['login'] })).toBe(1));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });
});

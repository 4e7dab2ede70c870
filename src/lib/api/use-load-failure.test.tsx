import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { CLIENT_CODE } from './codes';
import { useLoadFailure } from './use-load-failure';

function setUp(answers: Array<() => Promise<string>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const next = () => answers.shift()!();
  return renderHook(
    () => {
      const query = useQuery({ queryKey: ['list'], queryFn: next });
      return { query, failure: useLoadFailure(query) };
    },
    { wrapper },
  );
}

const networkDown = () => Promise.reject(new ApiError(CLIENT_CODE.network, 'errors.network', null, true));

describe('useLoadFailure', () => {
  it('keeps the reason while a failed load with no data is asked again, busy, and clears it on success', async () => {
    let answer: (value: string) => void = () => {};
    const { result } = setUp([networkDown, networkDown, () => new Promise((resolve) => (answer = resolve))]);
    await waitFor(() => expect(result.current.failure.error).not.toBeNull());
    const reason = result.current.failure.error;
    expect(result.current.failure.retrying).toBe(false);

    await act(async () => void (await result.current.query.refetch()));
    expect(result.current.failure).toEqual({ error: reason, retrying: false });

    act(() => void result.current.query.refetch());
    // The query itself went back to pending and forgot its error; the screen still shows why.
    await waitFor(() => expect(result.current.query.isPending).toBe(true));
    expect(result.current.failure).toEqual({ error: reason, retrying: true });

    await act(async () => answer('rooms'));
    await waitFor(() => expect(result.current.query.data).toBe('rooms'));
    expect(result.current.failure).toEqual({ error: null, retrying: false });
  });

  it('shows no failure for another query (a new search) until that one fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(
      ({ term }: { term: string }) => {
        const query = useQuery({
          queryKey: ['search', term],
          queryFn: () => (term === 'a' ? networkDown() : new Promise<string>(() => {})),
        });
        return useLoadFailure(query);
      },
      { wrapper, initialProps: { term: 'a' } },
    );
    await waitFor(() => expect(result.current.error).not.toBeNull());
    rerender({ term: 'b' });
    expect(result.current).toEqual({ error: null, retrying: false });
  });

  it('says nothing while the first load is under way', () => {
    const { result } = setUp([() => new Promise(() => {})]);
    expect(result.current.failure).toEqual({ error: null, retrying: false });
  });
});

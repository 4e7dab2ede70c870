import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiError } from './errors';
import type { MutationConfig } from './mutation-config';

type MutationFn = (variables: never) => Promise<unknown>;
type Data<Fn extends MutationFn> = Awaited<ReturnType<Fn>>;
type Input<Fn extends MutationFn> = Parameters<Fn>[0];

/** The one argument of every mutation hook: `useSaveX({ mutationConfig })`. */
export type MutationHookOptions<Fn extends MutationFn> = { mutationConfig?: MutationConfig<Fn> | undefined };

export type ApiMutationOptions<Fn extends MutationFn> = MutationHookOptions<Fn> & {
  /** Names the call in the cache (a flow that asks whether it is under way). */
  mutationKey?: QueryKey;
  /**
   * What the hook refreshes itself, before the caller's callback runs. `data` is undefined when it
   * runs once settled on a failure.
   */
  refresh?: (queryClient: QueryClient, input: Input<Fn>, data: Data<Fn> | undefined) => Promise<unknown>;
  /**
   * When to refresh: on success (the default), or once settled, whatever the outcome, where a failed
   * or unknown answer may still have changed what is shown (a transfer's balances).
   */
  refreshOn?: 'success' | 'settled';
};

/**
 * Builds a mutation hook the one way the app does: the call itself, never retried (a write sent twice
 * is done twice), the hook's own refresh first, then the caller's `onSuccess` / `onSettled`.
 */
export function useApiMutation<Fn extends MutationFn>(
  mutationFn: Fn,
  { mutationConfig, mutationKey, refresh, refreshOn = 'success' }: ApiMutationOptions<Fn>,
) {
  const queryClient = useQueryClient();
  const { onSuccess, onSettled, ...rest } = mutationConfig ?? {};
  return useMutation<Data<Fn>, ApiError, Input<Fn>>({
    ...rest,
    ...(mutationKey ? { mutationKey } : {}),
    mutationFn: mutationFn as unknown as (input: Input<Fn>) => Promise<Data<Fn>>,
    retry: false,
    onSuccess: async (data, input, ...more) => {
      if (refresh && refreshOn === 'success') await refresh(queryClient, input, data);
      await onSuccess?.(data, input, ...more);
    },
    onSettled: async (data, error, input, ...more) => {
      if (refresh && refreshOn === 'settled') await refresh(queryClient, input, data);
      await onSettled?.(data, error, input, ...more);
    },
  });
}

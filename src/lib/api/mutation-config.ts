import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from './errors';

type MutationFn = (variables: never) => Promise<unknown>;

/**
 * What a caller may pass to a mutation hook built on `fn`: every option except those the hook owns
 * (the call itself, its key, and retry: a write is never resent on its own).
 */
export type MutationConfig<Fn extends MutationFn> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, ApiError, Parameters<Fn>[0]>,
  'mutationFn' | 'mutationKey' | 'retry'
>;

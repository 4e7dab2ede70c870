import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/errors';

/**
 * Queries retry once, and only for failures that never reached an answer. Mutations never retry:
 * a transfer sent twice is money moved twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 1 && isApiError(error) && error.isClientFailure,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

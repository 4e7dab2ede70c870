import { QueryClient } from '@tanstack/react-query';
import { CLIENT_CODE } from '@/lib/api/codes';
import { isApiError } from '@/lib/api/errors';

/**
 * Queries retry once, and only when the connection failed: a time-out or an unreadable answer would
 * only fail again after another full wait, so the user sees it at once with Retry. Mutations never
 * retry: a transfer sent twice is money moved twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 1 && isApiError(error) && error.code === CLIENT_CODE.network,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

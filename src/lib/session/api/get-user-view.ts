import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { sessionEndpoints } from '@/lib/api/endpoints/session';
import { storage } from '@/lib/storage';
import { sessionKeys } from './keys';

export const getUserView = (id: number) => callEndpoint(sessionEndpoints.userView, { id });

export const userViewQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: sessionKeys.userView(id),
    queryFn: () => getUserView(id as number),
    enabled: id !== null,
    staleTime: 30_000,
  });

/**
 * The signed-in user's view (balance, flags). `refetchOnMount: 'always'` loads it again as the caller
 * mounts, whatever the cache holds (the points dialog reloads it each time it opens).
 */
export const useCurrentUserView = ({ refetchOnMount }: { refetchOnMount?: 'always' } = {}) => {
  const raw = storage.get('user_id');
  const id = raw ? Number(raw) : null;
  return useQuery({ ...userViewQueryOptions(id), ...(refetchOnMount ? { refetchOnMount } : {}) });
};

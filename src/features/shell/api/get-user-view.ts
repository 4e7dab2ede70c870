import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/client';
import { storage } from '@/lib/storage';
import { userViewSchema } from '../schemas/user-view';
import { shellKeys } from './keys';

export const getUserView = (id: number) => apiData('api/user/view', { id }, userViewSchema);

export const userViewQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: shellKeys.userView(id),
    queryFn: () => getUserView(id as number),
    enabled: id !== null,
    staleTime: 30_000,
  });

/** The signed-in user's view (balance, flags). */
export const useCurrentUserView = () => {
  const raw = storage.get('user_id');
  const id = raw ? Number(raw) : null;
  return useQuery(userViewQueryOptions(id));
};

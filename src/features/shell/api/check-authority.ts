import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api/client';
import { shellKeys } from './keys';

/** api/userMenu/auth: the server's authority check for chat and login paths. */
export const checkAuthority = async (url: string) => {
  await apiCall('api/userMenu/auth', { url });
  return true;
};

export const authorityQueryOptions = (url: string) =>
  queryOptions({
    queryKey: shellKeys.authority(url),
    queryFn: () => checkAuthority(url),
    retry: false,
    staleTime: 60_000,
  });

export const useAuthority = (url: string, enabled: boolean) => useQuery({ ...authorityQueryOptions(url), enabled });

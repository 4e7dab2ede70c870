import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { sessionEndpoints } from '@/lib/api/endpoints/session';
import { sessionKeys } from './keys';

/** api/userMenu/auth: the server's authority check for chat and login paths. */
export const checkAuthority = async (url: string) => {
  await callEndpoint(sessionEndpoints.menuAuthority, { url });
  return true;
};

export const authorityQueryOptions = (url: string) =>
  queryOptions({
    queryKey: sessionKeys.authority(url),
    queryFn: () => checkAuthority(url),
    retry: false,
    staleTime: 60_000,
  });

export const useAuthority = (url: string, enabled: boolean) => useQuery({ ...authorityQueryOptions(url), enabled });

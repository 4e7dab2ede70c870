import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api/client';
import { sessionEndpoints } from '@/lib/api/endpoints/session';
import { sessionKeys } from './keys';

/** api/userMenu/auth: the server's authority check for chat and login paths, with the path the user is on. */
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

/**
 * The check of the path the user is on. While the next path's check runs, the last allowed answer
 * stays as placeholder data, so the guard can keep the chat's room list in place; it holds back the
 * new address itself until its own answer. A refusal of the new path replaces it.
 */
export const useAuthority = (url: string, enabled: boolean) =>
  useQuery({ ...authorityQueryOptions(url), enabled, placeholderData: keepPreviousData });

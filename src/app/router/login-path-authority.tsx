import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { sessionKeys } from '@/lib/session/api/keys';
import { isRefusal } from './access';
import { PageLoading } from './loading';
import { Refused } from './refused';

/**
 * The authority check of a login path opened while signed in (./login-path-check.tsx says when):
 * waits for api/userMenu/auth with the path the user is on, then
 * - allowed: the page shows as for a visitor (sign in as someone else, or take the session handed over);
 * - refused by the server: /index, with the reason, like every refused path;
 * - the session has ended (9998): the stored session is cleared and the user lands on /login (the
 *   spec's rule for 9998 anywhere), where no check is made any more;
 * - the API could not be reached: the page shows, since a sign-in page must stay reachable and the
 *   failure says nothing about the user's rights.
 */
export default function LoginPathAuthority({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const authority = useQuery({
    queryKey: sessionKeys.authority(pathname),
    queryFn: async () => (await import('@/lib/session/api/check-authority')).checkAuthority(pathname),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  if (authority.isError) return isRefusal(authority.error) ? <Refused from={pathname} /> : children;
  if (!authority.isSuccess) return <PageLoading />;
  return children;
}

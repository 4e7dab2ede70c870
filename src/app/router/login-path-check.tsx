import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { sessionKeys } from '@/lib/session/api/keys';
import { storage } from '@/lib/storage';
import { isRefusal } from './access';
import { PageLoading } from './loading';
import { Refused } from './refused';

/**
 * The server's authority check for login paths (backoffice spec section 2: "For chat and login
 * paths the server authority check is called instead, and a failure goes to /index"). A visitor
 * without a token opens /login, /WebLogin... and /AgentLogin at once and nothing is asked. A user
 * who opens one while signed in (a token stored when the page opened) waits for api/userMenu/auth
 * with the path they are on, then:
 * - allowed: the page shows as for a visitor (sign in as someone else, or take the session handed over);
 * - refused by the server: /index, with the reason, like every refused path;
 * - the session has ended (9998): the stored session is cleared and the user lands on /login (the
 *   spec's rule for 9998 anywhere), where no check is made any more;
 * - the API could not be reached: the page shows, since a sign-in page must stay reachable and the
 *   failure says nothing about the user's rights.
 * The check's code is fetched only for a signed-in user, so a visitor's sign-in page carries none of it.
 */
export function LoginPathCheck({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Decided when the page opens: a sign-in made on this page stores a token and must not re-check it.
  const [signedIn] = useState(() => storage.hasToken());
  const authority = useQuery({
    queryKey: sessionKeys.authority(pathname),
    queryFn: async () => (await import('@/lib/session/api/check-authority')).checkAuthority(pathname),
    enabled: signedIn,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  if (!signedIn) return children;
  if (authority.isError) return isRefusal(authority.error) ? <Refused from={pathname} /> : children;
  if (!authority.isSuccess) return <PageLoading />;
  return children;
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { storage } from '@/lib/storage';
import { PageLoading } from './loading';

const LoginPathAuthority = lazy(() => import('./login-path-authority'));

/**
 * The server's authority check for login paths (backoffice spec section 2: "For chat and login
 * paths the server authority check is called instead, and a failure goes to /index"). A visitor
 * without a token opens /login, /WebLogin... and /AgentLogin at once and nothing is asked. A user
 * who opens one while signed in (a token stored when the page opened) waits for the check
 * (./login-path-authority.tsx), whose code, with the query and the refusal page it needs, is
 * fetched only then: a visitor's sign-in page carries none of it. A hand-over page (/WebLogin/{token}/...,
 * /AgentLogin) places this check after its hand-over, so it asks about the session handed over.
 */
export function LoginPathCheck({ children }: { children: ReactNode }) {
  // Decided when the page opens: a sign-in made on this page stores a token and must not re-check it.
  const [signedIn] = useState(() => storage.hasToken());
  if (!signedIn) return children;
  return (
    <Suspense fallback={<PageLoading />}>
      <LoginPathAuthority>{children}</LoginPathAuthority>
    </Suspense>
  );
}

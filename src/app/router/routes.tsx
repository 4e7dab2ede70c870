import { lazy, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { ROUTES } from '@/config/paths';
import { LoginPathCheck } from './login-path-check';
import { isPublicPath } from './paths';
import { meta, page, screen } from './route-parts';
import type { RouteMeta } from './route-meta';

// The sign-in pages read only the namespaces the app starts with.
const loadLoginPage = () => import('@/features/auth/containers/login-page');
const loadWebLoginPage = () => import('@/features/auth/containers/web-login-page');
const loadAgentLoginPage = () => import('@/features/auth/containers/agent-login-page');
const LoginPage = lazy(loadLoginPage);
const WebLoginPage = lazy(loadWebLoginPage);
const AgentLoginPage = lazy(loadAgentLoginPage);
const ErrorRoute = screen(() => import('@/features/shell/containers/error-route'));
const loadSignedInRoutes = () => import('./signed-in-routes');
const SignedInRoutes = lazy(loadSignedInRoutes);

/**
 * The address the app starts at fetches its code while the app starts (beside its texts), not after
 * its first render: a sign-in page its screen, a signed-in address its routes. True for a signed-in
 * address (the caller then asks for every text namespace as soon as i18n is up).
 */
export function preloadRoutesFor(pathname: string): boolean {
  if (isPublicPath(pathname)) {
    const load = (matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteMeta | undefined)?.load;
    void load?.().catch(() => undefined);
    return false;
  }
  void loadSignedInRoutes().catch(() => undefined);
  return true;
}

/**
 * A login path: a signed-in user opening it waits for the server's authority check
 * (./login-path-check.tsx). A hand-over page (/WebLogin/{token}/..., /AgentLogin) wraps the check
 * around what follows its hand-over itself, so the check runs with the session handed over.
 */
const signInPage = (node: ReactNode) => <LoginPathCheck>{node}</LoginPathCheck>;

/** The sign-in and error pages; every other address goes to the signed-in routes (./signed-in-routes.tsx). */
export const routes: RouteObject[] = [
  { path: ROUTES.login, handle: meta({ load: loadLoginPage }), element: page(signInPage(<LoginPage />)) },
  { path: ROUTES.webLogin, handle: meta({ load: loadLoginPage }), element: page(signInPage(<LoginPage />)) },
  {
    path: ROUTES.webLoginToken,
    handle: meta({ load: loadWebLoginPage }),
    element: page(<WebLoginPage check={signInPage} />),
  },
  {
    path: ROUTES.agentLogin,
    handle: meta({ load: loadAgentLoginPage }),
    element: page(<AgentLoginPage check={signInPage} />),
  },
  { path: ROUTES.error403, element: page(<ErrorRoute status={403} />) },
  { path: ROUTES.forbidden, element: page(<ErrorRoute status={403} />) },
  { path: ROUTES.notFound, element: page(<ErrorRoute status={404} />) },
  { path: ROUTES.serverError, element: page(<ErrorRoute status={500} />) },
  { path: '*', element: page(<SignedInRoutes />) },
];

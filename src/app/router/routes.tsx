import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { isPublicPath } from './paths';
import { page, screen } from './route-parts';

// The sign-in pages read only the namespaces the app starts with.
const LoginPage = lazy(() => import('@/features/auth/containers/login-page'));
const WebLoginPage = lazy(() => import('@/features/auth/containers/web-login-page'));
const AgentLoginPage = lazy(() => import('@/features/auth/containers/agent-login-page'));
const ErrorRoute = screen(() => import('@/features/shell/containers/error-route'));
const loadSignedInRoutes = () => import('./signed-in-routes');
const SignedInRoutes = lazy(loadSignedInRoutes);

/**
 * A signed-in address fetches its routes while the app starts, not after its first render; true
 * when it did (the caller then asks for every text namespace as soon as i18n is up).
 */
export function preloadRoutesFor(pathname: string): boolean {
  if (isPublicPath(pathname)) return false;
  void loadSignedInRoutes().catch(() => undefined);
  return true;
}

/** The sign-in and error pages; every other address goes to the signed-in routes (./signed-in-routes.tsx). */
export const routes: RouteObject[] = [
  { path: '/login', element: page(<LoginPage />) },
  { path: '/WebLogin', element: page(<LoginPage />) },
  { path: '/WebLogin/:token/:customerID/:test', element: page(<WebLoginPage />) },
  { path: '/AgentLogin', element: page(<AgentLoginPage />) },
  { path: '/403', element: page(<ErrorRoute status={403} />) },
  { path: '/forbidden', element: page(<ErrorRoute status={403} />) },
  { path: '/404', element: page(<ErrorRoute status={404} />) },
  { path: '/500', element: page(<ErrorRoute status={500} />) },
  { path: '*', element: page(<SignedInRoutes />) },
];

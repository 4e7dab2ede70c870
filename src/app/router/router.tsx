import { createBrowserRouter, Outlet } from 'react-router';
import { RouteErrorBoundary } from '@/features/shell/containers/route-error-boundary';
import { SessionBridge } from '../session-bridge';
import { routes } from './routes';

function Root() {
  return (
    <>
      <SessionBridge />
      <Outlet />
    </>
  );
}

/**
 * The whole route tree with its session bridge (also rendered in memory by the flow stories). The
 * error boundary sits below Root, so the session bridge keeps working on the error page.
 */
export const appRoutes = [
  { element: <Root />, children: [{ errorElement: <RouteErrorBoundary />, children: routes }] },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

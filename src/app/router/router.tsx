import { BrowserRouter, Outlet, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/features/shell/containers/route-error-boundary';
import { RouteTable } from '@/lib/route-table';
import { SessionBridge } from '../session-bridge';
import { routes } from './routes';

function Root() {
  return (
    <>
      <SessionBridge />
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}

/**
 * The whole route tree with its session bridge (also rendered in memory by the flow stories, inside
 * a MemoryRouter). The error boundary sits below Root, so the session bridge keeps working on the
 * error page.
 */
export const appRoutes: RouteObject[] = [{ element: <Root />, children: routes }];

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteTable routes={appRoutes} />
    </BrowserRouter>
  );
}

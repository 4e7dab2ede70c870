import { createBrowserRouter, Outlet } from 'react-router';
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

/** The whole route tree with its session bridge (also rendered in memory by the flow stories). */
export const appRoutes = [{ element: <Root />, children: routes }];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

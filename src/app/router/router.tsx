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

export function createAppRouter() {
  return createBrowserRouter([{ element: <Root />, children: routes }]);
}

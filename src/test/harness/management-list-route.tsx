import { LIST_ROUTES } from '@/features/accounts/containers/list-routes';
import ManagementListPage from '@/features/accounts/containers/management-list-page';
import { MemoryRoutes, memoryRouteTable } from './memory-routes';

/** The screen routed at `path` with its route metadata, as the app routes it (it reads them with useRouteMatches). */
export function ManagementListAt({ path }: { path: keyof typeof LIST_ROUTES }) {
  const router = memoryRouteTable([{ path, handle: LIST_ROUTES[path], element: <ManagementListPage /> }], {
    initialEntries: [path],
  });
  return <MemoryRoutes table={router} />;
}

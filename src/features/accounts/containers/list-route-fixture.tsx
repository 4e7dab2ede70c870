import type { ListRouteMeta } from './use-list-route';
import ManagementListPage from './management-list-page';
import { MemoryRoutes, memoryRouteTable } from '@/test/memory-routes';

/** The management routes' metadata as the app declares it, for stories and tests of the screen. */
export const LIST_ROUTES: Record<'/agent' | '/user' | '/customer_service', ListRouteMeta> = {
  '/agent': {
    title: 'menu.agent',
    listTitle: 'accounts:titles.agentList',
    addTitle: 'accounts:titles.agentAdd',
    editTitle: 'accounts:titles.agentEdit',
    delTitle: 'accounts:titles.agentDelete',
    listRole: 2,
  },
  '/user': {
    title: 'menu.user',
    listTitle: 'accounts:titles.userList',
    addTitle: 'accounts:titles.userAdd',
    editTitle: 'accounts:titles.userEdit',
    delTitle: 'accounts:titles.userDelete',
    listRole: 2,
  },
  '/customer_service': {
    title: 'menu.customer_service',
    listTitle: 'accounts:titles.csList',
    addTitle: 'accounts:titles.csAdd',
    editTitle: 'accounts:titles.csEdit',
    delTitle: 'accounts:titles.csDelete',
    listRole: 3,
  },
};

/** The screen routed at `path` with its route metadata, as the app routes it (it reads them with useRouteMatches). */
export function ManagementListAt({ path }: { path: keyof typeof LIST_ROUTES }) {
  const router = memoryRouteTable([{ path, handle: LIST_ROUTES[path], element: <ManagementListPage /> }], {
    initialEntries: [path],
  });
  return <MemoryRoutes table={router} />;
}

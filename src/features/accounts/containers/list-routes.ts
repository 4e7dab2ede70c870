import { ROUTES } from '@/config/paths';
import { ROLE } from '@/lib/session/role-policy';
import type { ListRouteMeta } from './use-list-route';

/** The management routes' metadata (spec: list, add, edit and delete titles; the role listed), declared once for the app's routes and the screen's stories. */
export const LIST_ROUTES: Record<
  typeof ROUTES.agents | typeof ROUTES.users | typeof ROUTES.customerService,
  ListRouteMeta
> = {
  [ROUTES.agents]: {
    title: 'menu.agent',
    listTitle: 'accounts:titles.agentList',
    addTitle: 'accounts:titles.agentAdd',
    editTitle: 'accounts:titles.agentEdit',
    delTitle: 'accounts:titles.agentDelete',
    listRole: ROLE.agent,
  },
  [ROUTES.users]: {
    title: 'menu.user',
    listTitle: 'accounts:titles.userList',
    addTitle: 'accounts:titles.userAdd',
    editTitle: 'accounts:titles.userEdit',
    delTitle: 'accounts:titles.userDelete',
    listRole: ROLE.agent,
  },
  [ROUTES.customerService]: {
    title: 'menu.customer_service',
    listTitle: 'accounts:titles.csList',
    addTitle: 'accounts:titles.csAdd',
    editTitle: 'accounts:titles.csEdit',
    delTitle: 'accounts:titles.csDelete',
    listRole: ROLE.service,
  },
};

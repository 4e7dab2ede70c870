import { useRouteMatches } from '@/lib/route-table';
import type { ListRole } from '@/lib/session/role-policy';

/** The route metadata this screen reads (the app's RouteMeta; values are i18n keys). */
export type ListRouteMeta = {
  title?: string;
  listTitle?: string;
  addTitle?: string;
  editTitle?: string;
  delTitle?: string;
  listRole?: ListRole;
};

/** The deepest route's metadata and its url, which is also the menu url of its permissions. */
export function useListRoute(): { meta: ListRouteMeta; url: string } {
  const matches = useRouteMatches();
  const match = matches[matches.length - 1];
  return { meta: (match?.handle ?? {}) as ListRouteMeta, url: match?.pathname ?? '/' };
}

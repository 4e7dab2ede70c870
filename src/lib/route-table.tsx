import { createContext, use, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type Params, type RouteObject } from 'react-router';

/**
 * The app routes in react-router's declarative mode (<BrowserRouter> or <MemoryRouter> around
 * <RouteTable>): the data router's loaders, actions and fetchers are unused here and would add about
 * 17 KiB gzipped to every page. What the app read from it, each route's `handle` (its RouteMeta) and
 * the matched params of the deepest route, comes from useRouteMatches.
 */
const Table = createContext<readonly RouteObject[]>([]);

export type RouteMatchInfo = { pathname: string; params: Params; handle: unknown };

/** Renders the route that matches the location; its screens can read the matches with useRouteMatches. */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  return <Table value={routes}>{element}</Table>;
}

/** Every matched route from the root to the deepest, as the router matched them for this location. */
export function useRouteMatches(): RouteMatchInfo[] {
  const routes = use(Table);
  // Matching reads the path only: the same path gives the same matches (stable for effects' deps).
  const { pathname } = useLocation();
  return useMemo(
    () =>
      (matchRoutes([...routes], pathname) ?? []).map((match) => ({
        pathname: match.pathname,
        params: match.params,
        handle: match.route.handle as unknown,
      })),
    [routes, pathname],
  );
}

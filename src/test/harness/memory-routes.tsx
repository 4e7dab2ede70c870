import { useState } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { RouteTable } from '@/lib/route-table';

/**
 * Routes rendered in memory at `path`, as the app renders its own (declarative mode with
 * RouteTable). `navigate` and `location()` let a test move and look as the user's browser would.
 */
export function memoryRoutes(routes: RouteObject[], path: string) {
  const seen: { navigate: NavigateFunction | null; location: Location | null } = { navigate: null, location: null };
  function Probe() {
    seen.navigate = useNavigate();
    seen.location = useLocation();
    return null;
  }
  return {
    element: (
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <RouteTable routes={routes} />
      </MemoryRouter>
    ),
    navigate: async (to: string | number) => {
      await (typeof to === 'number' ? seen.navigate?.(to) : seen.navigate?.(to));
    },
    location: () => seen.location,
  };
}

export type MemoryRouteTable = { routes: RouteObject[]; initialEntries: string[] };

/** The routes and start address of a story that renders them with MemoryRoutes. */
export const memoryRouteTable = (routes: RouteObject[], { initialEntries }: { initialEntries: string[] }) => ({
  routes,
  initialEntries,
});

/** A story's routes in memory, rendered as the app renders its own; the first table given stays. */
export function MemoryRoutes({ table }: { table: MemoryRouteTable }) {
  const [first] = useState(table);
  return (
    <MemoryRouter initialEntries={first.initialEntries}>
      <RouteTable routes={first.routes} />
    </MemoryRouter>
  );
}

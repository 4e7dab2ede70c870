// The address groups of backoffice spec section 2, without the guard's code: the app's start reads
// them to decide what to fetch first (routes.tsx). Each is a list of routes, matched as the router
// matches them (config/paths.ts).
import { isAt, isAtOrUnder, ROUTES, type RoutePattern } from '@/config/paths';

/** A route of a group: its page only, or (`under`) its page and every page below it. */
type GroupRoute = { route: RoutePattern; under?: true };

const LOGIN_ROUTES: readonly GroupRoute[] = [
  { route: ROUTES.login },
  { route: ROUTES.webLogin, under: true },
  { route: ROUTES.agentLogin },
];
/** Paths reachable without a token (spec: login and agent login, plus the error pages). */
export const PUBLIC: readonly GroupRoute[] = [
  ...LOGIN_ROUTES,
  { route: ROUTES.error403 },
  { route: ROUTES.notFound },
  { route: ROUTES.serverError },
  { route: ROUTES.forbidden },
];
/** Always allowed once signed in, whatever the menu says; chat and login paths are checked with the server. */
export const CHAT: readonly GroupRoute[] = [
  { route: ROUTES.chat, under: true },
  { route: ROUTES.customerServiceChat },
  { route: ROUTES.templates },
];
export const LOGIN = LOGIN_ROUTES;
export const ALWAYS: readonly GroupRoute[] = [
  { route: ROUTES.rdDebug },
  { route: ROUTES.accountHistory },
  { route: ROUTES.dashboard },
];

export const matches = (list: readonly GroupRoute[], path: string) =>
  list.some(({ route, under }) => (under ? isAtOrUnder(route, path) : isAt(route, path)));

/** A chat address: the chat's own layout and guard (chat spec section 2). */
export function isChatPath(path: string): boolean {
  return matches(CHAT, path);
}

export function isPublicPath(path: string): boolean {
  return matches(PUBLIC, path);
}

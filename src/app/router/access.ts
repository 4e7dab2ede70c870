import { HISTORY_REF_PARAM, paths, ROUTES } from '@/config/paths';
import { CODE } from '@/lib/api/codes';
import { isApiError } from '@/lib/api/errors';
import { ALWAYS, CHAT, isPublicPath, LOGIN, matches } from './paths';

export type AccessDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'server-check' } | { kind: 'wait' };

/**
 * A masked row's history link (/transaction/list?ref=...) is an account's history, as
 * /transaction/list/{username} is, with the name kept out of the address: always allowed like it.
 */
const isAccountHistory = (path: string, search: string) =>
  path === ROUTES.history && Boolean(new URLSearchParams(search).get(HISTORY_REF_PARAM));

/**
 * The guard rules of backoffice spec section 2. `menuUrls` is null while the menu is loading.
 * /index is the guard's own destination, so it is always allowed.
 */
export function decideAccess(
  path: string,
  session: { hasToken: boolean; menuUrls: string[] | null },
  search = '',
): AccessDecision {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (isPublicPath(clean)) return { kind: 'allow' };
  if (!session.hasToken) return { kind: 'redirect', to: paths.login() };
  if (matches(CHAT, clean) || matches(LOGIN, clean)) return { kind: 'server-check' };
  if (matches(ALWAYS, clean) || isAccountHistory(clean, search)) return { kind: 'allow' };
  if (session.menuUrls === null) return { kind: 'wait' };
  return session.menuUrls.includes(clean) ? { kind: 'allow' } : { kind: 'redirect', to: paths.dashboard() };
}

/**
 * Whether a failed authority check is the server refusing the user (spec: noAuthority). A failure
 * the client detected (network down, timeout, HTTP 5xx, an unreadable answer) says nothing about the
 * user's rights, and an ended session is handled by going to /login.
 */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && !error.isClientFailure && error.code !== CODE.sessionExpired;
}

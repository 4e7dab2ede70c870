import { maskMiddle } from '@/lib/mask';
import type { ManagedAccount } from '../schemas/account';
import { ROUTES } from '@/config/paths';
import { seesUserListBalances, type ListRole, type ViewerRole } from '@/lib/session/role-policy';

/**
 * Spec section 2: usernames show as first 2, ***, last 3 for non-sub accounts when the
 * encryption_username permission applies, unless a search is active.
 */
export function shouldMaskUsername(
  account: Pick<ManagedAccount, 'is_sub'>,
  options: { canMask: boolean; searchActive: boolean },
): boolean {
  return options.canMask && !options.searchActive && account.is_sub !== 1;
}

export function displayUsername(
  account: Pick<ManagedAccount, 'is_sub' | 'username'>,
  options: { canMask: boolean; searchActive: boolean },
): string {
  return shouldMaskUsername(account, options) ? maskMiddle(account.username) : account.username;
}

export type ListVariant = { path: string; listRole: ListRole };

/** Spec sections 2 and 6: on /user the withdraw_confirm and balance columns are the role's to see (role-policy). */
export function hidesMoneyColumns(path: string, viewerRole: ViewerRole): boolean {
  return path === ROUTES.users && !seesUserListBalances(viewerRole);
}

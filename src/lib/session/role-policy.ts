import { env } from '@/config/env';

/**
 * What each staff role may do, decided here and nowhere else (the lint rule local/role-policy-only
 * refuses a role compared to a literal anywhere else in src).
 *
 * The rule for an unknown role (null: signed in but neither the user view nor storage has told the
 * role yet): every permission is refused, and nothing that depends on the role is asked of the
 * server, until the role is known. No spec section grants anything to a role it has not named, and a
 * control that shows and then vanishes once the role loads is worse than one that appears late.
 */

/** The staff roles (role_id): backoffice spec section 6, chat spec section 6. */
export const ROLE = { admin: 1, agent: 2, service: 3 } as const;

/** A management list's kind of account: /customer_service lists role 3, /agent and /user role 2 (backoffice spec section 6). */
export type ListRole = typeof ROLE.agent | typeof ROLE.service;

/** The viewer's role_id as the session knows it; null while it is not known. */
export type ViewerRole = number | null;

const isOneOf = (role: ViewerRole, allowed: readonly number[]) => role !== null && allowed.includes(role);
const isKnownAndNot = (role: ViewerRole, refused: number) => role !== null && role !== refused;

/**
 * Quick templates: the composer's template icon, the menu's /MessageTemplate entry and the page
 * itself are closed to agents (chat spec sections 2 and 6: "Agent: quick-template button and
 * /MessageTemplate link hidden").
 */
export const mayUseTemplates = (role: ViewerRole): boolean => isKnownAndNot(role, ROLE.agent);

/**
 * The withdraw_confirm and balance columns of /user (and the game wallet with them): not for agents
 * (backoffice spec sections 2 and 6: "On /user, role_id 2 loses the withdraw_confirm and balance columns").
 */
export const seesUserListBalances = (role: ViewerRole): boolean => isKnownAndNot(role, ROLE.agent);

/**
 * Editing a member's bank account and cards (whose flags must allow it too): administrators and
 * customer service only (chat spec sections 5 and 6, backoffice spec section 6: "role ids 1 or 3").
 */
export const mayEditBankAccount = (role: ViewerRole): boolean => isOneOf(role, [ROLE.admin, ROLE.service]);

/**
 * In the deployment variant that asks for it (VITE_HIDE_ACCOUNT_NAME_FOR_AGENTS), a member's account
 * name is hidden from agents (chat spec section 5: "Account name hidden for role 2 in one deployment
 * variant"); there, seeing it is a permission like any other.
 */
export const hidesAccountName = (role: ViewerRole, variantHidesForAgents = env.hideAccountNameForAgents): boolean =>
  variantHidesForAgents && !isKnownAndNot(role, ROLE.agent);

/** The make-up points type (4) in the points dialog: administrators only (chat spec sections 3 and 6: "admin type list only"). */
export const mayMakeUpPoints = (role: ViewerRole): boolean => isOneOf(role, [ROLE.admin]);

/**
 * Where the contact search looks (chat spec section 7, api/friend/list and api/customer/list):
 * customer service searches the customers it serves, every other role its friends; null (no search)
 * while the role is not known, so the wrong list is never asked for.
 */
export function contactSource(role: ViewerRole): 'friend' | 'customer' | null {
  if (role === null) return null;
  return role === ROLE.service ? 'customer' : 'friend';
}

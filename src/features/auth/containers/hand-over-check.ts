import type { ReactNode } from 'react';

/**
 * The check the app makes of a login path (backoffice spec section 2), wrapped by a hand-over page
 * (/WebLogin/{token}/..., /AgentLogin) around what follows the hand-over: the check then runs with
 * the session handed over, not with one the browser held before.
 */
export type HandOverCheck = (next: ReactNode) => ReactNode;

export const noCheck: HandOverCheck = (next) => next;

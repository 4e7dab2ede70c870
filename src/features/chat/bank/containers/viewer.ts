import { env } from '@/config/env';
import { ROLE, storedRole, storedUserId } from '@/lib/session/viewer';

/** The signed-in staff user's role and id, as the session stored them. */
export const viewerRole = storedRole;
export const viewerId = storedUserId;

/** Copies through the browser's clipboard. */
export const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/** In the deployment variant that sets VITE_HIDE_ACCOUNT_NAME_FOR_AGENTS, agents never see a member's account name. */
export function hidesAccountName(role: number | null, hideForAgents = env.hideAccountNameForAgents): boolean {
  return hideForAgents && role === ROLE.agent;
}

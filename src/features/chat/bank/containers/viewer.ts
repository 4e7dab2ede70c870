import { env } from '@/config/env';
import { storage } from '@/lib/storage';

/** The signed-in staff user's role and id, as the session stored them. */
export function viewerRole(): number | null {
  const raw = storage.get('role_id');
  return raw ? Number(raw) : null;
}

export function viewerId(): number | null {
  const raw = storage.get('user_id');
  return raw ? Number(raw) : null;
}

/** Copies through the browser's clipboard. */
export const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

const AGENT_ROLE = 2;

/** In the deployment variant that sets VITE_HIDE_ACCOUNT_NAME_FOR_AGENTS, agents never see a member's account name. */
export function hidesAccountName(role: number | null, hideForAgents = env.hideAccountNameForAgents): boolean {
  return hideForAgents && role === AGENT_ROLE;
}

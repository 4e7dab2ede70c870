import { db } from '../db/store';

/**
 * Story and test helper: a signed-in session for a seeded user, as a successful login would
 * leave it (token in the demo db, the spec's local-storage keys). Call it in a `beforeEach`.
 */
export function signInAs(userId: number, options: { agentLogin?: boolean } = {}): string {
  const user = db.state.users.find((u) => u.id === userId);
  if (!user) throw new Error(`No seeded user ${userId}`);
  const token = `story-token-${userId}`;
  db.update((s) => {
    s.sessions[token] = userId;
  });
  localStorage.setItem('user_token', token);
  localStorage.setItem('user_id', String(userId));
  localStorage.setItem('role_id', String(user.role_id));
  localStorage.setItem('share_code', user.share_code);
  localStorage.setItem('share_domain', user.domain);
  if (options.agentLogin) localStorage.setItem('is_agent_login', '1');
  return token;
}

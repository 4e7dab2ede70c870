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

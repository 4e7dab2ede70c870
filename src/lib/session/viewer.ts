import { storage } from '@/lib/storage';
import { useCurrentUserView } from './api/get-user-view';

/** The staff roles of the spec (role_id). */
export const ROLE = { admin: 1, agent: 2, service: 3 } as const;

/** The role stored at sign-in (null when signed out), for code that runs outside React or before the view loads. */
export function storedRole(): number | null {
  const raw = storage.get('role_id');
  const role = raw ? Number(raw) : NaN;
  return Number.isInteger(role) && role > 0 ? role : null;
}

/** The signed-in user's id as stored at sign-in. */
export function storedUserId(): number | null {
  const raw = storage.get('user_id');
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The signed-in viewer's role: the user view's once loaded (the server's word), the stored one until
 * then, null when neither is known. The one place every screen asks.
 */
export function useViewerRole(): number | null {
  const view = useCurrentUserView();
  return view.data?.role_id ?? storedRole();
}

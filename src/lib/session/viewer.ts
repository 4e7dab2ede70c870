import { storage } from '@/lib/storage';
import { useCurrentUserView } from './api/get-user-view';
import type { ViewerRole } from './role-policy';

/** The role stored at sign-in (null when signed out), for code that runs outside React or before the view loads. */
export function storedRole(): ViewerRole {
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
 * then, null when neither is known. The one place every screen asks; what a role may do is
 * role-policy's to say.
 */
export function useViewerRole(): ViewerRole {
  return useViewerRoleStatus().role;
}

/** The viewer's role, and whether a role not known yet may still come (the user view is loading). */
export function useViewerRoleStatus(): { role: ViewerRole; loading: boolean } {
  const view = useCurrentUserView();
  return { role: view.data?.role_id ?? storedRole(), loading: view.isLoading };
}

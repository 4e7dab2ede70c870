import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { isAtOrUnder, paths, ROUTES } from '@/config/paths';
import { LoadFailed } from '@/components/ui/load-failed';
import { errorMessage } from '@/lib/api/error-message';
import { useAuthority } from '@/lib/session/api/check-authority';
import { mayUseTemplates, type ViewerRole } from '@/lib/session/role-policy';
import { useViewerRoleStatus } from '@/lib/session/viewer';
import { storage } from '@/lib/storage';
import { isRefusal } from './access';
import { ChatCheckPending } from './chat-check';
import { SectionLoading } from './loading';
import { Refused } from './refused';

/** The chat pages whose addresses below them (a room, a contact, a note) are checked as the page itself. */
const SECTIONS = [ROUTES.messaging, ROUTES.contacts, ROUTES.noteList, ROUTES.noteEntries].map((route) => ({
  route,
  base: route.replace(/\/:.*$/, ''),
}));

/**
 * The page part of a chat route (chat spec section 2: no menu check; the server's authority check;
 * a refusal goes to /index). The check names the path the user is on (a room's whole address), so
 * each room is asked about. Nothing of an address shows, and none of its calls is made, before its
 * own check answers; the chat's layout and connection stay meanwhile, and within the room list's
 * page (HOLDS_UNCHECKED) the page stays too, holding the new room back (ChatCheckPending). A check
 * that fails without a refusal (network, 5xx) offers Retry in place of the page.
 */
export function chatSection(pathname: string): string {
  const section = SECTIONS.find(({ route }) => isAtOrUnder(route, pathname));
  return section ? section.base : pathname.replace(/\/+$/, '') || '/';
}

/** Sections whose page stays on screen while the next address of the same section is checked. */
const HOLDS_UNCHECKED: readonly string[] = [ROUTES.messaging];

/** Chat pages a role may be refused whatever the server says, by the same rule as their menu entry. */
const OPEN_TO: Record<string, (role: ViewerRole) => boolean> = { [ROUTES.templates]: mayUseTemplates };

/** True when the signed-in user's role may not open this chat page; the server is not asked. */
export function closedToRole(section: string, role: ViewerRole): boolean {
  const mayOpen = OPEN_TO[section];
  return mayOpen !== undefined && !mayOpen(role);
}

export function ChatGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const section = chatSection(pathname);
  const viewer = useViewerRoleStatus();
  // A page closed to some roles waits while the role may still come, rather than refusing a user who may open it.
  const awaitingRole = viewer.role === null && viewer.loading && OPEN_TO[section] !== undefined;
  const closed = !awaitingRole && closedToRole(section, viewer.role);
  const authority = useAuthority(pathname, !closed && !awaitingRole);
  // The section last allowed by its own answer (not by an earlier address's answer kept meanwhile).
  const [allowed, setAllowed] = useState<string | null>(null);
  const checked = authority.isSuccess && !authority.isPlaceholderData;
  if (checked && allowed !== section) setAllowed(section);
  if (closed || (authority.isError && isRefusal(authority.error))) return <Refused from={pathname} />;
  if (authority.isError)
    return (
      <LoadFailed
        message={errorMessage(authority.error, t)}
        retrying={authority.isFetching}
        onRetry={() => void authority.refetch()}
      />
    );
  const kept = authority.isSuccess && allowed === section && HOLDS_UNCHECKED.includes(section);
  if (awaitingRole || (!checked && !kept)) return <SectionLoading />;
  // One element whatever the answer, so the page is not mounted again when its own answer arrives.
  return <ChatCheckPending value={!checked}>{children}</ChatCheckPending>;
}

/** Chat routes need a session; without a stored token the user signs in first. */
export function SessionRequired({ children }: { children: ReactNode }) {
  return storage.hasToken() ? children : <Navigate to={paths.login()} replace />;
}

import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { paths, ROUTES } from '@/config/paths';
import { LoadFailed } from '@/components/ui/load-failed';
import { errorMessage } from '@/lib/api/error-message';
import { useAuthority } from '@/lib/session/api/check-authority';
import { storage } from '@/lib/storage';
import { isRefusal } from './access';
import { SectionLoading } from './loading';
import { Refused } from './refused';

/**
 * The page part of a chat route (chat spec section 2: no menu check; the server's authority check;
 * a refusal goes to /index). The check names the path the user is on (a room's whole address), so
 * each room is asked about. Once a chat page has been allowed, the next address's check runs while
 * the chat stays on screen (its layout, connection and room list stay in place, and switching rooms
 * does not wait); a refusal then still goes to /index. The section below only decides the role rule.
 */
export function chatSection(pathname: string): string {
  const m = /^\/chat\/(messaging|contact|noteTitle|noteContent)(\/|$)/.exec(pathname);
  return m ? `/chat/${m[1]}` : pathname.replace(/\/+$/, '') || '/';
}

/** Role ids a chat page is closed to whatever the server says (chat spec section 6: no templates for agents). */
const CLOSED_TO: Record<string, readonly string[]> = { [ROUTES.templates]: ['2'] };

/** True when the signed-in user's role may never open this chat page; the server is not asked. */
export function closedToRole(section: string, roleId: string | null): boolean {
  return roleId !== null && (CLOSED_TO[section] ?? []).includes(roleId);
}

export function ChatGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const section = chatSection(pathname);
  const closed = closedToRole(section, storage.get('role_id'));
  const authority = useAuthority(pathname, !closed);
  if (closed || (authority.isError && isRefusal(authority.error))) return <Refused from={pathname} />;
  if (authority.isError)
    return (
      <LoadFailed
        message={errorMessage(authority.error, t)}
        retrying={authority.isFetching}
        onRetry={() => void authority.refetch()}
      />
    );
  if (!authority.isSuccess) return <SectionLoading />;
  return children;
}

/** Chat routes need a session; without a stored token the user signs in first. */
export function SessionRequired({ children }: { children: ReactNode }) {
  return storage.hasToken() ? children : <Navigate to={paths.login()} replace />;
}

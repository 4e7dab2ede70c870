import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { errorMessage } from '@/lib/api/error-message';
import { useAuthority } from '@/lib/session/api/check-authority';
import { useMenu } from '@/lib/session/api/get-menu';
import { menuUrls } from '@/lib/session/schemas/menu';
import { storage } from '@/lib/storage';
import { decideAccess, isRefusal } from './access';
import { PageLoading } from './loading';
import { Refused } from './refused';

/** Applies the spec's guards to every route below it. */
/** The API failed before the user's rights were known: the path stays, with the reason and Retry. */
function Unavailable({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <LoadFailed message={errorMessage(error, t)} retrying={retrying} onRetry={onRetry} />;
}

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const hasToken = storage.hasToken();
  const menu = useMenu(hasToken);
  // A menu that could not be loaded is not an empty menu: the rights are unknown, not missing.
  const urls = menu.data ? menuUrls(menu.data) : null;
  const decision = decideAccess(pathname, { hasToken, menuUrls: hasToken ? urls : null });
  const authority = useAuthority(pathname, decision.kind === 'server-check');

  if (decision.kind === 'redirect')
    return decision.to === '/index' ? <Refused from={pathname} /> : <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') {
    if (menu.isError)
      return <Unavailable error={menu.error} retrying={menu.isFetching} onRetry={() => void menu.refetch()} />;
    return <PageLoading />;
  }
  if (decision.kind === 'server-check') {
    if (authority.isError && isRefusal(authority.error)) return <Refused from={pathname} />;
    if (authority.isError)
      return (
        <Unavailable error={authority.error} retrying={authority.isFetching} onRetry={() => void authority.refetch()} />
      );
    if (!authority.isSuccess) return <PageLoading />;
  }
  return children;
}

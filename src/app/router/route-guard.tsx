import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LanguageMenu } from '@/components/ui/language-menu';
import { LoadFailed } from '@/components/ui/load-failed';
import { useLogout } from '@/features/auth/api/logout';
import { errorMessage } from '@/lib/api/error-message';
import { useAuthority } from '@/lib/session/api/check-authority';
import { useMenu } from '@/lib/session/api/get-menu';
import { menuUrls } from '@/lib/schemas/menu';
import { storage } from '@/lib/storage';
import { useLanguageChoice } from '@/lib/i18n/use-language-choice';
import { decideAccess, isRefusal } from './access';
import { PageLoading } from './loading';
import { Refused } from './refused';

/**
 * The API failed before the user's rights were known: the path stays, with the reason and Retry.
 * The app's toolbar needs the menu that failed, so the page keeps its two controls that need no
 * server: the language, changed in place as on the sign-in pages (a reload would only land here
 * again), and Logout, which ends the session locally whatever api/logout answers (unless the
 * session is an agent login, which never logs out: spec section 4).
 */
function Unavailable({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const { language, onLanguageChange } = useLanguageChoice();
  const session = useLogout();
  const toolbar = (
    <>
      <LanguageMenu value={language} onChange={onLanguageChange} showName />
      {!storage.get('is_agent_login') && (
        <Button variant="secondary" size="sm" loading={session.pending} onClick={session.logout}>
          {t('loadFailed.signOut')}
        </Button>
      )}
    </>
  );
  return <LoadFailed message={errorMessage(error, t)} retrying={retrying} onRetry={onRetry} toolbar={toolbar} />;
}

/** Applies the spec's guards to every route below it. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const hasToken = storage.hasToken();
  const menu = useMenu(hasToken);
  // A menu that could not be loaded is not an empty menu: the rights are unknown, not missing.
  const urls = menu.data ? menuUrls(menu.data) : null;
  const decision = decideAccess(pathname, { hasToken, menuUrls: hasToken ? urls : null }, search);
  const authority = useAuthority(pathname, decision.kind === 'server-check');

  if (decision.kind === 'redirect')
    return decision.to === paths.dashboard() ? <Refused from={pathname} /> : <Navigate to={decision.to} replace />;
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

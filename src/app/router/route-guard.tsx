import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useNotice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useAuthority } from '@/features/shell/api/check-authority';
import { useMenu } from '@/features/shell/api/get-menu';
import { menuUrls } from '@/features/shell/schemas/menu';
import { storage } from '@/lib/storage';
import { decideAccess } from './access';

function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-primary-600">
      <Spinner className="size-8" label={t('loading')} />
    </div>
  );
}

/** A signed-in user sent away from a page they may not open is told why (spec label noAuthority). */
function Refused({ from }: { from: string }) {
  const notice = useNotice();
  const { t } = useTranslation('common');
  useEffect(() => {
    if (from !== '/') notice.toast(t('noAuthority'), { tone: 'error' });
  }, [from, notice, t]);
  return <Navigate to="/index" replace />;
}

/** Applies the spec's guards to every route below it. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const hasToken = storage.hasToken();
  const menu = useMenu(hasToken);
  const urls = menu.data ? menuUrls(menu.data) : menu.isError ? [] : null;
  const decision = decideAccess(pathname, { hasToken, menuUrls: hasToken ? urls : null });
  const authority = useAuthority(pathname, decision.kind === 'server-check');

  if (decision.kind === 'redirect')
    return decision.to === '/index' ? <Refused from={pathname} /> : <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return <PageSpinner />;
  if (decision.kind === 'server-check') {
    if (authority.isError) return <Refused from={pathname} />;
    if (!authority.isSuccess) return <PageSpinner />;
  }
  return children;
}

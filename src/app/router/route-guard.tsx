import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuthority } from '@/features/shell/api/check-authority';
import { useMenu } from '@/features/shell/api/get-menu';
import { menuUrls } from '@/features/shell/schemas/menu';
import { storage } from '@/lib/storage';
import { decideAccess } from './access';

function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-primary-600">
      <Spinner className="size-8" label="Loading" />
    </div>
  );
}

/** Applies the spec's guards to every route below it. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const hasToken = storage.hasToken();
  const menu = useMenu(hasToken);
  const urls = menu.data ? menuUrls(menu.data) : menu.isError ? [] : null;
  const decision = decideAccess(pathname, { hasToken, menuUrls: hasToken ? urls : null });
  const authority = useAuthority(pathname, decision.kind === 'server-check');

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') return <PageSpinner />;
  if (decision.kind === 'server-check') {
    if (authority.isError) return <Navigate to="/index" replace />;
    if (!authority.isSuccess) return <PageSpinner />;
  }
  return children;
}

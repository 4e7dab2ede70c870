import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadAllNamespaces } from '@/lib/i18n';
import { PageLoading } from './loading';
import type { RouteMeta } from './route-meta';

/**
 * A screen past sign-in. The app starts with the sign-in pages' texts only (STARTUP_NAMESPACES in
 * lib/i18n.ts); such a screen shows once its code and every text namespace are both there, fetched
 * side by side, so none of its texts (nor a title of another area it names) can show untranslated.
 */
export function screen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), loadAllNamespaces()]).then(([module]) => module));
}

/** A route's screen with the page-sized wait while its code arrives. */
export const page = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;
export const meta = (m: RouteMeta) => m;

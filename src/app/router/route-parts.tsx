import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadOfficeNamespaces } from '@/lib/i18n';
import { PageLoading } from './loading';
import type { RouteMeta } from './route-meta';

/**
 * A screen past sign-in. The app starts with the sign-in pages' texts only (STARTUP_NAMESPACES in
 * lib/i18n.ts); such a screen shows once its code and its texts are both there, fetched side by side,
 * so none of its texts (nor a title of another area it names) can show untranslated. Its texts are
 * every namespace but the chat's own; the chat's layout asks for those too (`texts`).
 */
export function screen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  texts: () => Promise<void> = loadOfficeNamespaces,
) {
  return lazy(() => Promise.all([load(), texts()]).then(([module]) => module));
}

/** A route's screen with the page-sized wait while its code arrives. */
export const page = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;
export const meta = (m: RouteMeta) => m;

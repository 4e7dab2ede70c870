import { lazy, type ComponentType } from 'react';
import { deferred } from './deferred';

/**
 * A component fetched as it first renders (React.lazy), with `preload` to fetch it earlier, on a
 * sign of intent (the pointer or the focus reaching what shows it), so it usually shows at once.
 * The one way the app loads a dialog, a card or a panel on demand; a dialog goes in a LazyDialogSlot,
 * a menu or popover behind a DeferredControl, a whole screen through the router's `screen`.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = deferred(load);
  return Object.assign(
    lazy(() => code.load().then((component) => ({ default: component }))),
    { preload: code.preload },
  );
}

import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { DialogFallback, focusOrigin, giveFocusBack } from './lazy-dialog';

/**
 * Holds a dialog whose code is fetched as it first opens (a `lazyWithPreload` component as the child):
 * while the code comes the page dims (DialogFallback); once opened it stays mounted, closed, so it
 * closes as a dialog loaded with the page would; when it closes the focus goes back where it was.
 */
export function LazyDialogSlot({ open, children }: { open: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  const origin = useRef<readonly Element[] | null>(null);
  useEffect(() => {
    if (open) {
      origin.current ??= focusOrigin();
      return undefined;
    }
    const from = origin.current;
    origin.current = null;
    return giveFocusBack(from);
  }, [open]);
  return used ? <Suspense fallback={open ? <DialogFallback /> : null}>{children}</Suspense> : null;
}

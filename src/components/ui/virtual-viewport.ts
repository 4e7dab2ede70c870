import { observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The virtualizer's view of its scroll area, assumed `height` tall where layout is not measured
 * (jsdom), so a virtualized list still draws its first rows there.
 */
export const observeRectOr =
  (height: number) =>
  <T extends Element>(instance: Virtualizer<T, Element>, cb: (rect: { width: number; height: number }) => void) =>
    observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { ...rect, height }));

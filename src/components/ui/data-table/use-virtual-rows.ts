import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import { observeRectOr } from '../virtual-viewport';

/** Pages larger than this are virtualized: only the visible rows (plus overscan) are in the DOM. */
const VIRTUALIZE_OVER = 60;
const ROW_HEIGHT = 44;
/** Where layout is not measured (jsdom), the scroll area is assumed this tall so rows still render. */
const FALLBACK_VIEWPORT = 600;

type VirtualRowsOptions<R> = {
  count: number;
  at: (index: number) => R;
  /** A row's id without building its row object (called for every row of the page). */
  keyAt: (index: number) => string;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** A row kept drawn wherever the scroll is: the one holding the focus. */
  keep?: number | undefined;
};

/** Which rows of a page are drawn: all of a short page, those in view of a long one with spacers for the rest. */
export function useVirtualRows<R>({ count, at, keyAt, scrollRef, keep }: VirtualRowsOptions<R>) {
  const virtual = count > VIRTUALIZE_OVER;
  const virtualizer = useVirtualizer({
    count: virtual ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (i) => (i < count ? keyAt(i) : i),
    // Rows keep their real height (wrapped text); unmeasured layouts (jsdom) fall back to the estimate.
    measureElement: (el) => Math.round(el.getBoundingClientRect().height) || ROW_HEIGHT,
    observeElementRect: observeRectOr(FALLBACK_VIEWPORT),
    // The focused row stays in the DOM when scrolled away, or the focus would fall to the page.
    rangeExtractor: (range) => {
      const drawn = defaultRangeExtractor(range);
      if (keep === undefined || keep < 0 || keep >= range.count || drawn.includes(keep)) return drawn;
      return [...drawn, keep].sort((a, b) => a - b);
    },
  });
  const items = virtualizer.getVirtualItems();
  // A kept row away from the others has the rows between them stood for by a gap before it.
  const shown = virtual
    ? items.map((item, i) => ({
        row: at(item.index),
        index: item.index,
        gapBefore: i ? item.start - items[i - 1]!.end : 0,
      }))
    : Array.from({ length: count }, (_, index) => ({ row: at(index), index, gapBefore: 0 }));
  const padTop = virtual && items.length ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual && items.length ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  return { shown, padTop, padBottom, measureRef: virtual ? virtualizer.measureElement : undefined };
}

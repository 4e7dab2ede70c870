import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, type FocusEvent, type RefObject } from 'react';
import { AT_END_THRESHOLD, LIST_HEADER_HEIGHT, estimateRowHeight, type dayBreaks } from './message-list-layout';
import type { MessageView } from './message-view';

type MessageVirtualizerOptions = {
  messages: MessageView[];
  breaks: ReturnType<typeof dayBreaks>;
  indexByKey: Map<string, number>;
  transactionDisplay: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  firstUnreadKey: string | null;
};

/**
 * The conversation's virtualizer: it draws the rows in view, anchored to the end so a page of older
 * messages keeps the message being read in place, and keeps the row holding keyboard focus drawn.
 */
export function useMessageVirtualizer({
  messages,
  breaks,
  indexByKey,
  transactionDisplay,
  scrollRef,
  firstUnreadKey,
}: MessageVirtualizerOptions) {
  const focusedKey = useRef<string | null>(null);
  // Stable between renders while the messages are the same: a new getItemKey makes the virtualizer
  // lay out every row again.
  const getItemKey = useCallback((i: number) => messages[i]?.key ?? i, [messages]);
  const estimateSize = useCallback(
    (i: number) => {
      const b = breaks[i];
      const divider = messages[i]?.key === firstUnreadKey ? 1 : 0;
      return estimateRowHeight(messages[i], transactionDisplay, (b?.before ? 1 : 0) + (b?.after ? 1 : 0) + divider);
    },
    [messages, breaks, transactionDisplay, firstUnreadKey],
  );

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    getItemKey,
    estimateSize,
    overscan: 6,
    paddingStart: LIST_HEADER_HEIGHT,
    anchorTo: 'end',
    // Following new messages is useReadingPosition's, after the commit. The virtualizer's own follow
    // asks the list's scroll height while rendering: a forced layout per message, in every tab.
    followOnAppend: false,
    scrollEndThreshold: AT_END_THRESHOLD,
    // The row holding keyboard focus stays in the page while it scrolls out of view.
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const focused = focusedKey.current === null ? undefined : indexByKey.get(focusedKey.current);
      if (focused === undefined || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
  });

  // The message being read is the first one below the list's top (its header while at the very top).
  // A row measured for the first time above that line (a row of an older page coming into view) moves
  // the view with it, so the message being read stays exactly where it was; re-measured rows keep the
  // virtualizer's own rule.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) => {
    const offset = instance.scrollOffset ?? 0;
    if (!instance.itemSizeCache.has(item.key)) return item.start < offset + LIST_HEADER_HEIGHT;
    return item.end <= offset && instance.scrollDirection !== 'backward';
  };

  // Which row holds the focus, for the range above.
  const focusHandlers = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>('[data-key]');
      focusedKey.current = row?.dataset.key ?? null;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedKey.current = null;
    },
  };
  return { virtualizer, focusHandlers };
}

export type MessageVirtualizer = ReturnType<typeof useMessageVirtualizer>['virtualizer'];

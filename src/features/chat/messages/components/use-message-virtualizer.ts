import { defaultRangeExtractor, measureElement, useVirtualizer } from '@tanstack/react-virtual';
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
  // The newest message when the list first had any: rows after it arrived while the room was open.
  const openedLast = useRef<string | null>(null);
  if (openedLast.current === null && messages.length) openedLast.current = messages.at(-1)!.key;
  const latest = useRef({ messages, indexByKey });
  latest.current = { messages, indexByKey };
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
    // A row is measured as it mounts (a forced layout in the middle of the commit) where its exact height
    // must be known at once: the rows the room opens on (the landing at the first unread) and older pages
    // (the message being read must not move). A message that arrives while the room is open starts at its
    // estimate and takes its height from the resize observer, after the browser's own layout and before
    // the frame is painted: the busy desk's every message in every tab costs no extra layout.
    measureElement: (el, entry, instance) => {
      if (!entry) {
        const index = instance.indexFromElement(el);
        const { messages: now, indexByKey: keys } = latest.current;
        const boundary = openedLast.current === null ? undefined : keys.get(openedLast.current);
        const key = now[index]?.key;
        if (boundary !== undefined && key !== undefined && index > boundary)
          return instance.itemSizeCache.get(key) ?? instance.options.estimateSize(index);
      }
      return measureElement(el, entry, instance);
    },
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

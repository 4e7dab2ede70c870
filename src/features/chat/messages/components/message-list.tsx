import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  AT_END_THRESHOLD,
  LIST_HEADER_HEIGHT,
  LOAD_OLDER_THRESHOLD,
  dayBreaks,
  estimateRowHeight,
} from './message-list-layout';
import { MessageRow } from './message-row';
import type { MessageView } from './message-view';
import { NewMessagesButton } from './new-messages-button';

export type MessageListProps = {
  /** Changes when the room changes: the list starts again at the bottom. */
  roomKey: string;
  /** Oldest first. */
  messages: MessageView[];
  /** 1 transfers as a plain text line, 2 as an envelope graphic. */
  transactionDisplay: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (key: string) => void;
  onDelete: (key: string) => void;
  onOpenImage: (src: string) => void;
  /** For the accessible labels of the partner's messages. */
  partnerName: string;
  className?: string;
};

/**
 * The room's conversation, virtualized. It opens at the latest message and follows new ones while the
 * user is there; a page of older messages keeps the message being read in place (the virtualizer's end
 * anchoring, by key); while the user reads older messages, new ones only raise a button.
 */
export function MessageList(props: MessageListProps) {
  return <RoomMessages key={props.roomKey} {...props} />;
}

function RoomMessages({
  messages,
  transactionDisplay,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onDelete,
  onOpenImage,
  partnerName,
  className,
}: MessageListProps) {
  const { t } = useTranslation('chat-room');
  const scrollRef = useRef<HTMLDivElement>(null);
  const focusedKey = useRef<string | null>(null);
  const atEndRef = useRef(true);
  const lastTop = useRef(0);
  const olderAskedFor = useRef<string | null>(null);
  const [atEnd, setAtEnd] = useState(true);

  const breaks = useMemo(() => dayBreaks(messages, hasOlder), [messages, hasOlder]);
  const indexByKey = useMemo(() => new Map(messages.map((m, i) => [m.key, i])), [messages]);
  const firstKey = messages[0]?.key ?? null;
  const last = messages.at(-1);
  const [seenKey, setSeenKey] = useState(last?.key ?? null);

  // Stable between renders while the messages are the same: a new getItemKey makes the virtualizer
  // lay out every row again.
  const getItemKey = useCallback((i: number) => messages[i]?.key ?? i, [messages]);
  const estimateSize = useCallback(
    (i: number) => {
      const b = breaks[i];
      return estimateRowHeight(messages[i], transactionDisplay, (b?.before ? 1 : 0) + (b?.after ? 1 : 0));
    },
    [messages, breaks, transactionDisplay],
  );

  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    getItemKey,
    estimateSize,
    overscan: 6,
    paddingStart: LIST_HEADER_HEIGHT,
    anchorTo: 'end',
    followOnAppend: true,
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

  // The room opens at its latest message (also when the first messages arrive after the list).
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (opened.current || messages.length === 0) return;
    opened.current = true;
    virtualizer.scrollToEnd();
  }, [messages.length, virtualizer]);

  // What arrives while the user is at the end is seen; a message the user just wrote brings them there.
  useLayoutEffect(() => {
    if (!last) return;
    if (atEndRef.current) setSeenKey(last.key);
    else if (last.is_self === 1 && last.delivery === 'sending') virtualizer.scrollToEnd();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new last message matters
  }, [last?.key]);

  // A failed load may be asked for again by scrolling up once more.
  useEffect(() => {
    if (!loadingOlder) olderAskedFor.current = null;
  }, [loadingOlder]);

  const seenIndex = seenKey === null ? undefined : indexByKey.get(seenKey);
  const newCount = seenIndex === undefined ? 0 : messages.length - 1 - seenIndex;

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const top = el.scrollTop;
    const nowAtEnd = el.scrollHeight - el.clientHeight - top <= AT_END_THRESHOLD;
    atEndRef.current = nowAtEnd;
    setAtEnd(nowAtEnd);
    if (nowAtEnd && last) setSeenKey(last.key);
    const upward = top < lastTop.current;
    lastTop.current = top;
    if (upward && top < LOAD_OLDER_THRESHOLD && hasOlder && !loadingOlder && olderAskedFor.current !== firstKey) {
      olderAskedFor.current = firstKey;
      onLoadOlder();
    }
  };

  const jumpToLatest = () => {
    virtualizer.scrollToEnd();
    scrollRef.current?.focus({ preventScroll: true });
  };

  const items = virtualizer.getVirtualItems();
  return (
    <div className={cn('relative flex h-full min-h-0 flex-1 flex-col', className)}>
      <div
        ref={scrollRef}
        role="log"
        aria-live="polite"
        aria-busy={loadingOlder}
        aria-label={t('list.label', { name: partnerName })}
        // A scrollable region is focusable so the keyboard can scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
        onFocus={(event) => {
          const row = (event.target as HTMLElement).closest<HTMLElement>('[data-key]');
          focusedKey.current = row?.dataset.key ?? null;
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedKey.current = null;
        }}
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          <div
            className="absolute inset-x-0 top-0 flex items-center justify-center px-4"
            style={{ height: LIST_HEADER_HEIGHT }}
          >
            {hasOlder ? (
              <Button
                variant="secondary"
                size="sm"
                className="h-auto min-h-8 py-1"
                loading={loadingOlder}
                onClick={onLoadOlder}
              >
                {t('list.older')}
              </Button>
            ) : (
              messages.length > 0 && <p className="text-xs text-slate-600">{t('list.start')}</p>
            )}
          </div>
          {items.map((item) => {
            const message = messages[item.index];
            if (!message) return null;
            const days = breaks[item.index];
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                data-key={message.key}
                className="absolute inset-x-0 top-0 px-3 py-1.5 sm:px-4"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {days?.before && <DayChip day={days.before} />}
                <MessageRow
                  message={message}
                  transactionDisplay={transactionDisplay}
                  partnerName={partnerName}
                  position={item.index + 1}
                  total={messages.length}
                  onRetry={onRetry}
                  onDelete={onDelete}
                  onOpenImage={onOpenImage}
                />
                {days?.after && <DayChip day={days.after} />}
              </div>
            );
          })}
        </div>
        {messages.length === 0 && !hasOlder && (
          <p className="absolute inset-0 flex items-center justify-center p-6 text-sm text-slate-600">
            {t('list.empty')}
          </p>
        )}
      </div>
      {!atEnd && (newCount > 0 || virtualizer.getDistanceFromEnd() > (scrollRef.current?.clientHeight ?? 0)) && (
        <div className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center px-4">
          <div className="pointer-events-auto">
            <NewMessagesButton count={newCount} onClick={jumpToLatest} />
          </div>
        </div>
      )}
    </div>
  );
}

function DayChip({ day }: { day: string }) {
  return (
    <p className="flex justify-center py-1.5">
      <span className="rounded-full bg-slate-200 px-3 py-0.5 text-xs font-medium text-slate-700">{day}</span>
    </p>
  );
}

import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { dayBreaks } from './message-list-layout';
import { MessageListStart } from './message-list-start';
import type { TextRange } from '../lib/find-text';
import type { MessageView } from './message-view';
import { NewMessagesButton } from './new-messages-button';
import { PositionedMessage } from './positioned-message';
import { useMessageVirtualizer } from './use-message-virtualizer';
import { useReadingPosition } from './use-reading-position';

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
  /**
   * The first message unread when the room was entered: a 'New messages' divider stays above it
   * and the room opens there instead of at the latest message. Null when nothing was unread.
   */
  firstUnreadKey?: string | null;
  /** Matches of the room's find bar, by message key; the list scrolls to the current one. */
  find?: ListFind | null;
  className?: string;
};

export type ListFind = { byKey: Map<string, TextRange[]>; current: { key: string; start: number } | null };

/**
 * The room's conversation, virtualized. It opens at the latest message and follows new ones while the
 * user is there; a page of older messages keeps the message being read in place (the virtualizer's end
 * anchoring, by key); while the user reads older messages, new ones only raise a button. Drawn again
 * only when its own props change: typing in the composer below does not redraw the conversation.
 */
export const MessageList = memo(function MessageList(props: MessageListProps) {
  return <RoomMessages key={props.roomKey} {...props} />;
});

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
  firstUnreadKey = null,
  find = null,
  className,
}: MessageListProps) {
  const { t } = useTranslation('chat-room');
  const scrollRef = useRef<HTMLDivElement>(null);
  const breaks = useMemo(() => dayBreaks(messages, hasOlder), [messages, hasOlder]);
  const indexByKey = useMemo(() => new Map(messages.map((m, i) => [m.key, i])), [messages]);
  const { virtualizer, focusHandlers } = useMessageVirtualizer({
    messages,
    breaks,
    indexByKey,
    transactionDisplay,
    scrollRef,
    firstUnreadKey,
  });
  const { atEnd, newCount, onScroll, jumpToLatest } = useReadingPosition({
    messages,
    indexByKey,
    virtualizer,
    scrollRef,
    hasOlder,
    loadingOlder,
    onLoadOlder,
    firstUnreadKey,
  });

  // The find bar's current match is brought into the middle of the view. Only a new current match moves the view: pages that load as the user scrolls on leave it be.
  const targetKey = find?.current?.key ?? null;
  const targetStart = find?.current?.start;
  const indexes = useRef(indexByKey);
  indexes.current = indexByKey;
  useEffect(() => {
    const index = targetKey === null ? undefined : indexes.current.get(targetKey);
    if (index !== undefined) virtualizer.scrollToIndex(index, { align: 'center' });
  }, [targetKey, targetStart, virtualizer]);

  const items = virtualizer.getVirtualItems();
  return (
    <div className={cn('relative flex h-full min-h-0 flex-1 flex-col', className)}>
      <div
        ref={scrollRef}
        role="log"
        // Arrivals are told through the page's live region, once each; the log itself stays silent,
        // or every row drawn while scrolling or paging back would be read again.
        aria-live="off"
        aria-busy={loadingOlder}
        aria-label={t('list.label', { name: partnerName })}
        // A scrollable region is focusable so the keyboard can scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
        {...focusHandlers}
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          <MessageListStart
            hasOlder={hasOlder}
            loadingOlder={loadingOlder}
            empty={messages.length === 0}
            onLoadOlder={onLoadOlder}
          />
          {items.map((item) => {
            const message = messages[item.index];
            if (!message) return null;
            return (
              <PositionedMessage
                key={item.key}
                item={item}
                days={breaks[item.index]}
                unreadDivider={message.key === firstUnreadKey}
                measureRef={virtualizer.measureElement}
                message={message}
                transactionDisplay={transactionDisplay}
                partnerName={partnerName}
                matches={find?.byKey.get(message.key)}
                currentMatch={targetKey === message.key ? targetStart : undefined}
                total={messages.length}
                onRetry={onRetry}
                onDelete={onDelete}
                onOpenImage={onOpenImage}
              />
            );
          })}
        </div>
        {messages.length === 0 && !hasOlder && (
          <p className="absolute inset-0 flex items-center justify-center p-6 text-sm text-slate-600">
            {t('list.empty')}
          </p>
        )}
      </div>
      {/* Offered while the latest message is out of view: below the view once the whole row is. */}
      {!atEnd &&
        (newCount > 0 || virtualizer.getDistanceFromEnd() > (virtualizer.measurementsCache.at(-1)?.size ?? 0)) && (
          <div className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center px-4">
            <div className="pointer-events-auto">
              <NewMessagesButton count={newCount} onClick={jumpToLatest} />
            </div>
          </div>
        )}
    </div>
  );
}

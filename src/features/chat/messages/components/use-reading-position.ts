import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { AT_END_THRESHOLD, LOAD_OLDER_THRESHOLD } from './message-list-layout';
import type { MessageView } from './message-view';
import type { MessageVirtualizer } from './use-message-virtualizer';

type ReadingPositionOptions = {
  messages: MessageView[];
  indexByKey: Map<string, number>;
  virtualizer: MessageVirtualizer;
  scrollRef: RefObject<HTMLDivElement | null>;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The room opens at this message (the first unread on entering) rather than at the latest. */
  firstUnreadKey: string | null;
};

/**
 * Where the user reads: the room opens at its latest message and follows new ones while the user is
 * there; reading older ones, new messages are counted instead, and scrolling near the top asks for an
 * older page.
 */
export function useReadingPosition(options: ReadingPositionOptions) {
  const { messages, indexByKey, virtualizer, scrollRef, hasOlder, loadingOlder, onLoadOlder, firstUnreadKey } = options;
  const atEndRef = useRef(true);
  const lastTop = useRef(0);
  const olderAskedFor = useRef<string | null>(null);
  const [atEnd, setAtEnd] = useState(true);
  const firstKey = messages[0]?.key ?? null;
  const last = messages.at(-1);
  const [seenKey, setSeenKey] = useState(last?.key ?? null);

  // The room opens at its first unread message, or else at its latest (also when the first messages
  // arrive after the list).
  const opened = useRef(false);
  const openedWith = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (opened.current || messages.length === 0) return;
    opened.current = true;
    openedWith.current = messages.at(-1)?.key ?? null;
    const unread = firstUnreadKey === null ? undefined : indexByKey.get(firstUnreadKey);
    if (unread === undefined) virtualizer.scrollToEnd();
    else virtualizer.scrollToIndex(unread, { align: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- where the room opens is decided once
  }, [messages.length, virtualizer]);

  // What arrives while the user is at the end is seen and followed (as of the last scroll: no layout
  // is read for it); a message the user just wrote brings them there.
  useLayoutEffect(() => {
    if (!last) return;
    if (atEndRef.current) setSeenKey(last.key);
    // The opening itself placed the view (at the first unread, maybe).
    if (openedWith.current === last.key) return;
    if (atEndRef.current || (last.is_self === 1 && last.delivery === 'sending')) virtualizer.scrollToEnd();
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
  return { atEnd, newCount, onScroll, jumpToLatest };
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Message } from '@/lib/api/endpoints/chat';
import type { FindBarProps } from '../components/find-bar';
import type { ListFind } from '../components/message-list';
import type { MessageView } from '../components/message-view';
import type { TextRange } from '../lib/find-text';
import { createFoldCache, findInRoom } from '../lib/room-find';
import type { OlderPage } from '../lib/search-older';
import { useFindOlder } from './use-find-older';
import { useFindShortcut } from './use-find-shortcut';

type RoomFindOptions = {
  messages: MessageView[];
  hasOlder: boolean;
  readOlder: () => Promise<OlderPage<Message>>;
};

type Selected = { key: string; start: number } | null;

/**
 * Find in the open room: the bar's state, the matches among the loaded messages (each message folded
 * once, then only searched), which one is shown, and the search through older pages. Matches count
 * from the newest: the room opens at its end, and going back in time is what a search is for.
 */
export function useRoomFind({ messages, hasOlder, readOlder }: RoomFindOptions) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Selected>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [pending, setPending] = useState<number | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [fold] = useState(createFoldCache);

  const folded = useMemo(() => (open ? fold(messages) : []), [open, fold, messages]);
  const matches = useMemo(() => (open ? findInRoom(messages, folded, query) : []), [open, messages, folded, query]);
  const found = selected ? matches.findIndex((m) => m.key === selected.key && m.range.start === selected.start) : -1;
  const at = found === -1 ? matches.length - 1 : found;
  const total = matches.length;

  const { older, searchOlder, cancelOlder } = useFindOlder({ query, hasOlder, readOlder, onFound: setPending });

  // A match found in an older page is shown once that page has joined the log.
  useEffect(() => {
    if (pending === null) return;
    const hit = matches.findLast((m) => messages[m.index]?.message_id === pending);
    if (!hit) return;
    setPending(null);
    setSelected({ key: hit.key, start: hit.range.start });
  }, [pending, matches, messages]);

  const select = (index: number) => {
    const m = matches[index];
    if (m) setSelected({ key: m.key, start: m.range.start });
  };
  const wraps = total > 1 && !hasOlder;
  const canNext = at > 0 || wraps;
  const canPrevious = (at >= 0 && at < total - 1) || wraps;

  const openFind = useCallback(() => {
    setOpen((was) => {
      if (!was) returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return true;
    });
    setFocusRequest((n) => n + 1);
  }, []);
  useFindShortcut(openFind);

  const close = () => {
    cancelOlder();
    setPending(null);
    setOpen(false);
  };
  // Closed: back to where the user was before opening it.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const back = returnFocus.current;
      if (back?.isConnected) back.focus();
      returnFocus.current = null;
    }
    wasOpen.current = open;
  }, [open]);

  const current = matches[at];
  const listFind = useMemo<ListFind | null>(() => {
    if (!open || total === 0) return null;
    const byKey = new Map<string, TextRange[]>();
    for (const m of matches) {
      const ranges = byKey.get(m.key);
      if (ranges) ranges.push(m.range);
      else byKey.set(m.key, [m.range]);
    }
    return { byKey, current: current ? { key: current.key, start: current.range.start } : null };
  }, [open, total, matches, current]);

  const bar: FindBarProps = {
    query,
    onQueryChange: (text) => {
      setQuery(text);
      setSelected(null);
      setPending(null);
    },
    total,
    current: total === 0 ? 0 : total - at,
    canNext,
    canPrevious,
    onNext: () => select(at > 0 ? at - 1 : total - 1),
    onPrevious: () => select(at < total - 1 ? at + 1 : 0),
    onClose: close,
    hasOlder,
    older,
    onSearchOlder: searchOlder,
    onCancelOlder: cancelOlder,
    focusRequest,
  };
  return { open, openFind, bar, listFind };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '@/lib/api/endpoints/chat';
import type { FindOlderState } from '../components/find-status';
import { newestMatch } from '../lib/room-find';
import { searchOlder, type OlderPage } from '../lib/search-older';

const IDLE: FindOlderState = { status: 'idle', searched: 0 };

type FindOlderOptions = {
  query: string;
  hasOlder: boolean;
  /** The room's own paging: what the search reads stays loaded in the room. */
  readOlder: () => Promise<OlderPage<Message>>;
  /** A page held a match: the message to show (its newest match). */
  onFound: (messageId: number) => void;
};

/** "Search older messages": pages back until a match or the room's start; Cancel stops it. */
export function useFindOlder({ query, hasOlder, readOlder, onFound }: FindOlderOptions) {
  const [older, setOlder] = useState<FindOlderState>(IDLE);
  const running = useRef<AbortController | null>(null);
  const latest = useRef({ query, hasOlder, readOlder, onFound });
  latest.current = { query, hasOlder, readOlder, onFound };

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setOlder(IDLE);
  }, []);

  const start = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { query: text, hasOlder: more, readOlder: loadPage } = latest.current;
    setOlder({ status: 'searching', searched: 0 });
    void searchOlder({
      loadPage,
      hasOlder: more,
      findIn: (messages) => newestMatch(messages, text)?.message_id ?? null,
      signal: controller.signal,
      onProgress: (searched) => setOlder({ status: 'searching', searched }),
    }).then((result) => {
      if (running.current !== controller) return;
      running.current = null;
      setOlder((now) => {
        if (result.outcome === 'found') return { status: 'found', searched: now.searched };
        if (result.outcome === 'start') return { status: 'start', searched: now.searched };
        if (result.outcome === 'failed') return { status: 'failed', searched: now.searched };
        return IDLE;
      });
      if (result.outcome === 'found') latest.current.onFound(result.target);
    });
  }, []);

  // Another text, or the bar closed: what was searched for no longer applies.
  useEffect(() => cancel, [query, cancel]);

  return { older, searchOlder: start, cancelOlder: cancel };
}

import { useCallback, useRef, useState, type RefObject } from 'react';
import type { Message } from '@/lib/api/endpoints/chat';
import { getHistory } from '../api/get-history';

const NO_OLDER = { nextPage: 2, hasOlder: false, loading: false, failed: false };

type OlderPage = { messages: readonly Message[]; hasOlder: boolean };

/**
 * The room's older history, paged in on demand (page 2 onwards, 30 each); a failed page may be asked
 * for again. `readOlder` reads the next page and says what it held (the find bar's search through
 * older messages); a page already being read is shared, never asked for twice.
 */
export function useOlderPages(
  codeRef: RefObject<string | null>,
  merge: (forCode: string, messages: readonly Message[]) => void,
) {
  const [older, setOlderState] = useState(NO_OLDER);
  const olderRef = useRef(older);
  const reading = useRef<Promise<OlderPage> | null>(null);
  const setOlder = useCallback((next: typeof NO_OLDER) => {
    olderRef.current = next;
    setOlderState(next);
  }, []);
  /** A room opened: page 2 is next, if its first page was full. */
  const resetOlder = useCallback(
    (hasOlder: boolean) => {
      reading.current = null;
      setOlder({ ...NO_OLDER, hasOlder });
    },
    [setOlder],
  );

  const readOlder = useCallback((): Promise<OlderPage> => {
    const forCode = codeRef.current;
    const now = olderRef.current;
    if (reading.current) return reading.current;
    if (!forCode || !now.hasOlder) return Promise.resolve({ messages: [], hasOlder: false });
    setOlder({ ...now, loading: true, failed: false });
    const read = getHistory(forCode, now.nextPage).then(
      ({ messages, hasOlder }) => {
        if (codeRef.current !== forCode) throw new Error('The room changed');
        merge(forCode, messages);
        setOlder({ nextPage: now.nextPage + 1, hasOlder, loading: false, failed: false });
        return { messages, hasOlder };
      },
      (error: unknown) => {
        if (codeRef.current === forCode) setOlder({ ...olderRef.current, loading: false, failed: true });
        throw error;
      },
    );
    const shared = read.finally(() => {
      if (reading.current === shared) reading.current = null;
    });
    reading.current = shared;
    return shared;
  }, [codeRef, merge, setOlder]);

  const loadOlder = useCallback(() => {
    readOlder().catch(() => {
      // The list shows the failure (older.failed); scrolling up asks again.
    });
  }, [readOlder]);

  return { older, resetOlder, loadOlder, readOlder };
}

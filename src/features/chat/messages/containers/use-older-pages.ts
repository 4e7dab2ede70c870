import { useCallback, useState, type RefObject } from 'react';
import type { Message } from '@/lib/api/endpoints/chat';
import { getHistory } from '../api/get-history';

const NO_OLDER = { nextPage: 2, hasOlder: false, loading: false, failed: false };

/** The room's older history, paged in on demand (page 2 onwards, 30 each); a failed page may be asked for again. */
export function useOlderPages(
  codeRef: RefObject<string | null>,
  merge: (forCode: string, messages: readonly Message[]) => void,
) {
  const [older, setOlder] = useState(NO_OLDER);
  /** A room opened: page 2 is next, if its first page was full. */
  const resetOlder = useCallback((hasOlder: boolean) => setOlder({ ...NO_OLDER, hasOlder }), []);

  const loadOlder = useCallback(() => {
    const forCode = codeRef.current;
    if (!forCode || older.loading || !older.hasOlder) return;
    setOlder((o) => ({ ...o, loading: true, failed: false }));
    getHistory(forCode, older.nextPage).then(
      ({ messages, hasOlder }) => {
        if (codeRef.current !== forCode) return;
        merge(forCode, messages);
        setOlder((o) => ({ nextPage: o.nextPage + 1, hasOlder, loading: false, failed: false }));
      },
      () => {
        if (codeRef.current === forCode) setOlder((o) => ({ ...o, loading: false, failed: true }));
      },
    );
  }, [codeRef, merge, older]);

  return { older, resetOlder, loadOlder };
}

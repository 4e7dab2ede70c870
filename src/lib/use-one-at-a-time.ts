import { useCallback, useRef } from 'react';

/**
 * Runs an async action only when the previous one has settled. A busy button re-renders too late to
 * stop a double click or a held Enter key (both land before React disables it); this ref does not.
 * Failures are left to the caller's mutation state.
 */
export function useOneAtATime(): (action: () => Promise<unknown>) => void {
  const join = useJoinInFlight();
  return useCallback((action) => void join(action).catch(() => undefined), [join]);
}

/**
 * For a caller that waits for the outcome (to reset a form or close a confirmation): a call made
 * while one is in flight does not run its action again, it gets the running one's promise, so both
 * clicks see the same outcome and the server sees one request.
 */
export function useJoinInFlight(): <T>(action: () => Promise<T>) => Promise<T> {
  const running = useRef<Promise<unknown> | null>(null);
  return useCallback(<T>(action: () => Promise<T>): Promise<T> => {
    if (running.current) return running.current as Promise<T>;
    const promise = action().finally(() => {
      running.current = null;
    });
    running.current = promise;
    return promise;
  }, []);
}

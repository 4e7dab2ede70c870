import { useCallback, useRef } from 'react';

/**
 * Runs an async action only when the previous one has settled. A busy button re-renders too late to
 * stop a double click or a held Enter key (both land before React disables it); this ref does not.
 * Failures are left to the caller's mutation state.
 */
export function useOneAtATime(): (action: () => Promise<unknown>) => void {
  const busy = useRef(false);
  return useCallback((action) => {
    if (busy.current) return;
    busy.current = true;
    action()
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  }, []);
}

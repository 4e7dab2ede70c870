import { useEffect, useRef } from 'react';
import { readMessage } from '../api/read-message';
import { createReadReporter, type ReadReporter } from '../lib/read-reporter';

const isVisible = () => document.visibilityState === 'visible';

/**
 * Reports reading of the open room: the newest message from the other side, at once on entering and
 * then at most one report per 2 s (lib/read-reporter), none while the tab is hidden, and what is left
 * when the tab is hidden or the room is left.
 */
export function useReadReports(code: string | null, newestReceivedId: number | null): void {
  const reporter = useRef<ReadReporter | null>(null);

  useEffect(() => {
    if (!code) return;
    const current = createReadReporter({ send: (id) => readMessage(code, id), isVisible });
    reporter.current = current;
    const onVisibility = () => current.visibilityChanged(isVisible());
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      current.leave();
      if (reporter.current === current) reporter.current = null;
    };
  }, [code]);

  useEffect(() => {
    if (newestReceivedId !== null) reporter.current?.note(newestReceivedId);
  }, [code, newestReceivedId]);
}

import { useEffect, useRef } from 'react';
import { storage } from '@/lib/storage';
import { readMessage } from '../api/read-message';
import { createReadReporter, type ReadReporter } from '../lib/read-reporter';

const isVisible = () => document.visibilityState === 'visible';

type Heard = { code: string; id: number };

/**
 * Reports reading of the open room: the newest message from the other side, at once on entering and
 * then at most one report per 2 s (lib/read-reporter), none while the tab is hidden, and what is left
 * when the tab is hidden or the room is left. A report made by another tab of the same user counts
 * as made here.
 */
export function useReadReports(code: string | null, newestReceivedId: number | null): void {
  const reporter = useRef<ReadReporter | null>(null);

  useEffect(() => {
    if (!code) return;
    // The user's other tabs with the same room open hear each report, so the room is reported once.
    const user = storage.get('user_id');
    const bus = user && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(`chat-read:${user}`) : null;
    const current = createReadReporter({
      send: (id) =>
        readMessage(code, id).then(() => {
          bus?.postMessage({ code, id } satisfies Heard);
        }),
      isVisible,
    });
    if (bus)
      bus.onmessage = ({ data }: MessageEvent<Heard>) => {
        if (data.code === code) current.heard(data.id);
      };
    reporter.current = current;
    const onVisibility = () => current.visibilityChanged(isVisible());
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      current.leave();
      // Closed after the last report's answer has had the chance to tell the other tabs.
      setTimeout(() => bus?.close(), 5000);
      if (reporter.current === current) reporter.current = null;
    };
  }, [code]);

  useEffect(() => {
    if (newestReceivedId !== null) reporter.current?.note(newestReceivedId);
  }, [code, newestReceivedId]);
}

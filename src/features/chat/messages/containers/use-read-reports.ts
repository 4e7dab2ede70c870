import { useEffect, useRef } from 'react';
import { useConnectionState } from '@/lib/realtime/react';
import { storage } from '@/lib/storage';
import { readMessage } from '../api/read-message';
import { readReportBus } from '../lib/read-report-bus';
import { createReadReporter, type ReadReporter } from '../lib/read-reporter';

const isVisible = () => document.visibilityState === 'visible';

/**
 * Reports reading of the open room (lib/read-reporter): the newest message from the other side, at
 * once on entering, then once the room is quiet for 2 s or every 10 s while messages keep coming,
 * none while the tab is hidden, and what is left when the tab is hidden or the room is left. The
 * user's tabs share their reports (lib/read-report-bus), so a room is reported once however many
 * tabs show it, and tabs switching rooms one after another report each room once per 2 s: the
 * room entered waits for the gap of another tab's report, the room left hands its rest to the bus.
 * This tab reports every entry, however recently it reported the room itself. A report that finds no
 * connection is kept by the bus and sent when the connection is back (the socket live again, the
 * browser online again, another report through), so the server never keeps a room unread that the
 * screen shows read.
 */
export function useReadReports(code: string | null, newestReceivedId: number | null): void {
  const reporter = useRef<ReadReporter | null>(null);

  useEffect(() => {
    if (!code) return;
    const user = storage.get('user_id');
    const bus = user ? readReportBus(user) : null;
    // A report that goes through shows the connection works: reports owed since it failed go too.
    // A report kept for later goes only while its user is still the one signed in: after a logout, or
    // another staff user's sign-in in this browser, it is dropped rather than sent on their session.
    const send = (id: number) =>
      storage.get('user_id') === user
        ? readMessage(code, id).then((answer) => (bus?.connectionBack(), answer))
        : Promise.resolve(null);
    // Only another tab's report stands for this entry's: this tab reports on every entry.
    const heard = bus?.heard(code);
    const current = createReadReporter({
      send,
      announce: (id) => bus?.announce(code, id),
      failed: bus ? (id, error) => bus.failed(code, id, send, error) : undefined,
      reported: heard?.id ?? 0,
      reportedAt: heard?.at,
      handOff: bus ? (id) => bus.handOff(code, id, send) : undefined,
      isVisible,
    });
    const unlisten = bus?.listen(code, (id) => current.heard(id));
    reporter.current = current;
    const onVisibility = () => current.visibilityChanged(isVisible());
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      unlisten?.();
      current.leave();
      if (reporter.current === current) reporter.current = null;
    };
  }, [code]);

  const connection = useConnectionState();
  useEffect(() => {
    const user = connection === 'live' ? storage.get('user_id') : null;
    if (user) readReportBus(user).connectionBack();
  }, [connection]);

  useEffect(() => {
    if (newestReceivedId !== null) reporter.current?.note(newestReceivedId);
  }, [code, newestReceivedId]);
}

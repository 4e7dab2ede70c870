import { useCallback, useEffect, useRef, useState } from 'react';
import { realtimeMessageEventSchema, type Message } from '@/lib/api/endpoints/chat';
import { useRealtimeEvent } from '@/lib/realtime-react';
import { getHistory } from '../api/get-history';
import { emptyLog, entries, lastReceived, mergeServer, newestId, restoreOutgoing, type MessageLog } from '../lib/message-log';
import { loadRoomUnsent, signedInUser } from './unsent-storage';
import { draftMessage, useOutgoing } from './use-outgoing';
import { useReadReports } from './use-read-reports';

/** At most this many pages are read to close a gap after a reconnect (30 messages each). */
const CATCH_UP_PAGES = 10;

type Entered = { code: string; messages: Message[] };

/**
 * The live message log of the open room. It starts from the room-enter answer, pages older history
 * on demand (page 2 onwards, 30 each), appends what the room's channel pushes, and closes any gap
 * after every (re)subscription and whenever the tab becomes visible again: Pusher does not replay
 * events missed while disconnected, so the newest pages are read until they meet what is known.
 * Sending shows the message at once; the server's answer or its socket copy confirms it in place
 * (use-outgoing.ts). Messages kept unsent from before a reload come back as failed when the room opens.
 */
export function useRoomLog(entered: Entered | null, viewer: { username: string; thumbnail: string }) {
  const code = entered?.code ?? null;
  const [log, setLog] = useState<MessageLog>(emptyLog);
  // The room the log holds: for one render after a switch, the log is still the previous room's.
  const [logCode, setLogCode] = useState<string | null>(null);
  const logRef = useRef(log);
  logRef.current = log;
  const [older, setOlder] = useState({ nextPage: 2, hasOlder: false, loading: false, failed: false });
  const codeRef = useRef(code);
  const viewerRef = useRef(viewer);
  viewerRef.current = viewer;
  // The kept unsent messages are this user's: read once, when the room opens.
  const [userId] = useState(signedInUser);

  // A new room (or a new enter answer) starts a new log.
  useEffect(() => {
    // The bench times first messages painted from here (bench/chat.mjs).
    if (entered) performance.mark('chat:room-data');
    // The same room entered again (the enter answer refetched): what is being sent stays as it is,
    // unless the new answer holds its server copy.
    const carried = entered && codeRef.current === entered.code ? logRef.current.outgoing : [];
    const server = mergeServer({ ...emptyLog, outgoing: carried }, entered?.messages ?? []);
    codeRef.current = entered?.code ?? null;
    const kept = entered ? loadRoomUnsent(userId, entered.code) : [];
    const draft = entered ? draftMessage(entered.code, { type: 1, content: '' }, viewerRef.current) : null;
    setLog(draft && kept.length ? restoreOutgoing(server, kept, draft) : server);
    setLogCode(entered?.code ?? null);
    setOlder({ nextPage: 2, hasOlder: (entered?.messages.length ?? 0) >= 30, loading: false, failed: false });
  }, [entered, userId]);

  const merge = useCallback((forCode: string, messages: readonly Message[]) => {
    if (codeRef.current !== forCode) return;
    setLog((current) => mergeServer(current, messages.filter((m) => !m.code || m.code === forCode)));
  }, []);

  const catching = useRef<Promise<void> | null>(null);
  const catchUp = useCallback(async () => {
    const forCode = codeRef.current;
    if (!forCode) return;
    if (catching.current) return catching.current;
    const run = (async () => {
      const known = newestId(logRef.current) ?? 0;
      for (let page = 1; page <= CATCH_UP_PAGES; page++) {
        const { messages, hasOlder } = await getHistory(forCode, page);
        merge(forCode, messages);
        const oldest = messages[0]?.message_id ?? 0;
        if (!hasOlder || oldest <= known) break;
      }
    })();
    catching.current = run.finally(() => {
      catching.current = null;
    });
    return catching.current;
  }, [merge]);

  const catchUpQuietly = useCallback(() => {
    // A failed catch-up is retried at the next reconnect or visibility change.
    catchUp().catch(() => undefined);
  }, [catchUp]);

  useRealtimeEvent(
    code ? `room.${code}` : null,
    '.MessageSent',
    (data) => {
      const event = realtimeMessageEventSchema.safeParse(data);
      if (!event.success || !code) return;
      if ('message' in event.data) merge(code, [event.data.message]);
      else catchUpQuietly();
    },
    catchUpQuietly,
  );

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') catchUpQuietly();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [catchUpQuietly]);

  useReadReports(code, logCode === code ? (lastReceived(log)?.message_id ?? null) : null);

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
  }, [merge, older]);

  const outgoing = useOutgoing({
    codeRef,
    logRef,
    setLog,
    catchUp,
    viewer,
    userId,
    logCode,
    outgoing: log.outgoing,
  });

  return {
    messages: entries(log),
    hasOlder: older.hasOlder,
    loadingOlder: older.loading,
    olderFailed: older.failed,
    loadOlder,
    ...outgoing,
    catchUp,
  };
}

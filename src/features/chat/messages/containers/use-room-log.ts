import { useCallback, useEffect, useRef, useState } from 'react';
import { realtimeMessageEventSchema, type Message } from '@/lib/api/endpoints/chat';
import { DISPLAY_TIME_FORMAT, platformNow } from '@/lib/dates';
import { useRealtimeEvent } from '@/lib/realtime-react';
import { getHistory } from '../api/get-history';
import { sendMessage } from '../api/send-message';
import {
  addOutgoing,
  confirmOutgoing,
  emptyLog,
  entries,
  failOutgoing,
  lastReceived,
  mergeServer,
  newestId,
  removeOutgoing,
  retryOutgoing,
  type MessageLog,
  type OutgoingPayload,
} from '../lib/message-log';
import { useReadReports } from './use-read-reports';

/** At most this many pages are read to close a gap after a reconnect (30 messages each). */
const CATCH_UP_PAGES = 10;

type Entered = { code: string; messages: Message[] };

/**
 * The live message log of the open room. It starts from the room-enter answer, pages older history
 * on demand (page 2 onwards, 30 each), appends what the room's channel pushes, and closes any gap
 * after every (re)subscription and whenever the tab becomes visible again: Pusher does not replay
 * events missed while disconnected, so the newest pages are read until they meet what is known.
 * Sending shows the message at once; the server's answer or its socket copy confirms it in place.
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
  const seq = useRef(0);

  // A new room (or a new enter answer) starts a new log.
  useEffect(() => {
    // The bench times first messages painted from here (bench/chat.mjs).
    if (entered) performance.mark('chat:room-data');
    codeRef.current = entered?.code ?? null;
    const start = mergeServer(emptyLog, entered?.messages ?? []);
    setLog(start);
    setLogCode(entered?.code ?? null);
    setOlder({ nextPage: 2, hasOlder: (entered?.messages.length ?? 0) >= 30, loading: false, failed: false });
  }, [entered]);

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

  // Keys whose send is under way: a second Retry click before the first re-renders sends nothing.
  const inFlight = useRef(new Set<string>());
  const deliver = useCallback(
    (forCode: string, key: string, payload: OutgoingPayload) => {
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      sendMessage({ code: forCode, ...payload } as Parameters<typeof sendMessage>[0]).then(
        (message) => {
          inFlight.current.delete(key);
          if (codeRef.current === forCode) setLog((current) => confirmOutgoing(current, key, message));
        },
        async () => {
          // The answer may be lost while the server stored the message: look before calling it failed.
          await catchUp().catch(() => undefined);
          inFlight.current.delete(key);
          if (codeRef.current === forCode) setLog((current) => failOutgoing(current, key));
        },
      );
    },
    [catchUp],
  );

  const send = useCallback(
    (payload: OutgoingPayload) => {
      const forCode = codeRef.current;
      if (!forCode) return;
      const key = `local-${Date.now().toString(36)}-${++seq.current}`;
      const draft: Message = {
        message_id: 0,
        type: payload.type,
        content: payload.content,
        is_self: 1,
        created_at: platformNow().format(DISPLAY_TIME_FORMAT),
        thumbnail: viewer.thumbnail,
        user_username: viewer.username,
        nickname: '',
        username: '',
        member_id: null,
        room_id: null,
        code: forCode,
        transaction_id: null,
        transaction_status: null,
      };
      setLog((current) => addOutgoing(current, key, payload, draft));
      deliver(forCode, key, payload);
    },
    [deliver, viewer.thumbnail, viewer.username],
  );

  const retry = useCallback(
    (key: string) => {
      const forCode = codeRef.current;
      const entry = logRef.current.outgoing.find((o) => o.key === key);
      if (!forCode || !entry || entry.delivery !== 'failed' || inFlight.current.has(key)) return;
      setLog((current) => retryOutgoing(current, key));
      deliver(forCode, key, entry.payload);
    },
    [deliver],
  );

  const remove = useCallback((key: string) => setLog((current) => removeOutgoing(current, key)), []);

  return {
    messages: entries(log),
    hasOlder: older.hasOlder,
    loadingOlder: older.loading,
    olderFailed: older.failed,
    loadOlder,
    send,
    retry,
    remove,
    catchUp,
  };
}

import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { realtimeMessageEventSchema, type Message } from '@/lib/api/endpoints/chat';
import type { ConnectionState } from '@/lib/realtime/connection';
import { useRealtime, useRealtimeEvent } from '@/lib/realtime/react';
import { getHistory } from '../api/get-history';
import { newestId, type MessageLog } from '../lib/message-log';

/** At most this many pages are read to close a gap after a reconnect (30 messages each). */
const CATCH_UP_PAGES = 10;

const isDown = (state: ConnectionState | undefined) => state === 'reconnecting' || state === 'offline';

/**
 * Keeps the open room's log live: appends what the room's channel pushes, and closes any gap after
 * a resubscription and whenever the tab becomes visible again. Pusher does not replay events
 * missed while disconnected, so the newest pages are read until they meet what is known. The first
 * subscription, made before entering the room (`code` is the room being opened; the room waits for
 * `onListening`, use-listening-gate.ts), leaves no gap to close unless the connection went down since
 * or the room was entered first: api/room/enter answers with the newest messages, and history is read
 * from page 2 after it (chat spec sections 4 and 9).
 */
export function useLiveMessages(
  code: string | null,
  codeRef: RefObject<string | null>,
  logRef: RefObject<MessageLog>,
  merge: (forCode: string, messages: readonly Message[]) => void,
  onListening?: () => void,
) {
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
  }, [codeRef, logRef, merge]);

  const catchUpQuietly = useCallback(() => {
    // A failed catch-up is retried at the next reconnect or visibility change.
    catchUp().catch(() => undefined);
  }, [catchUp]);

  const realtime = useRealtime();
  const since = useRef({ subscribed: false, dropped: false });
  useEffect(() => {
    since.current = { subscribed: false, dropped: isDown(realtime?.state) };
    return realtime?.onState((state) => {
      if (isDown(state)) since.current.dropped = true;
    });
  }, [realtime, code]);
  const listening = useRef(onListening);
  listening.current = onListening;
  const onSubscribed = useCallback(() => {
    const first = !since.current.subscribed;
    since.current.subscribed = true;
    // A room entered before its channel listened (no live connection, or a slow subscription) may have
    // missed what came between the enter answer and now.
    const enteredFirst = codeRef.current !== null && codeRef.current === code;
    if (!first || since.current.dropped || enteredFirst) catchUpQuietly();
    listening.current?.();
  }, [catchUpQuietly, codeRef, code]);

  useRealtimeEvent(
    code ? `room.${code}` : null,
    '.MessageSent',
    (data) => {
      const event = realtimeMessageEventSchema.safeParse(data);
      if (!event.success || !code) return;
      if ('message' in event.data) merge(code, [event.data.message]);
      else catchUpQuietly();
    },
    onSubscribed,
  );

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') catchUpQuietly();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [catchUpQuietly]);

  return catchUp;
}

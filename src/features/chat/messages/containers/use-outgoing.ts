import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import type { Message } from '@/lib/api/endpoints/chat';
import { DISPLAY_TIME_FORMAT, platformNow } from '@/lib/dates';
import { sendMessage } from '../api/send-message';
import {
  addOutgoing,
  confirmOutgoing,
  failOutgoing,
  removeOutgoing,
  retryOutgoing,
  unsentOf,
  type MessageLog,
  type OutgoingPayload,
} from '../lib/message-log';
import { createRetryAll } from '../lib/retry-all';
import { goneElsewhere } from '../lib/unsent-store';
import { loadRoomUnsent, onUnsentChangedElsewhere, saveRoomUnsent } from './unsent-storage';

type Viewer = { username: string; thumbnail: string };

type OutgoingDeps = {
  codeRef: RefObject<string | null>;
  logRef: RefObject<MessageLog>;
  setLog: Dispatch<SetStateAction<MessageLog>>;
  catchUp: () => Promise<void>;
  viewer: Viewer;
  /** The user whose kept messages these are (null: nothing is kept). */
  userId: string | null;
  /** The room the log holds now, and its outgoing messages: they are kept in the browser. */
  logCode: string | null;
  outgoing: MessageLog['outgoing'];
};

/** The user's own message as shown before the server has it. */
export function draftMessage(code: string, payload: OutgoingPayload, viewer: Viewer): Message {
  return {
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
    code,
    transaction_id: null,
    transaction_status: null,
  };
}

/**
 * What the user sends from the room: shown at once as sending, confirmed in place, or failed with
 * Retry and Delete, and Retry all for the room's failed messages in order (lib/retry-all.ts).
 *
 * Offline (the browser says so) a message is queued as not sent at once, without a request that
 * cannot succeed; it is never sent by itself when the connection is back: the user chooses Retry (or
 * Delete), since a text written long ago may no longer be what they want the member to read.
 * Whatever is not confirmed is kept in the browser for the signed-in user (unsent-storage.ts), so it
 * is back as not sent after a reload or a crash.
 */
export function useOutgoing({ codeRef, logRef, setLog, catchUp, viewer, userId, logCode, outgoing }: OutgoingDeps) {
  const seq = useRef(0);
  // Sends under way by key: a second Retry (or Retry all reaching it) joins the send instead of repeating it.
  const inFlight = useRef(new Map<string, Promise<boolean>>());

  const known = useRef(new Set<string>());
  useEffect(() => {
    if (!logCode || codeRef.current !== logCode) return;
    const current = unsentOf(outgoing, logCode);
    saveRoomUnsent(userId, logCode, current, known.current);
    for (const entry of current) known.current.add(entry.key);
  }, [codeRef, outgoing, logCode, userId]);

  // Another tab of the user sent or deleted a message this tab shows as not sent: so does this tab.
  useEffect(() => {
    if (!userId || !logCode) return;
    return onUnsentChangedElsewhere(userId, () => {
      const stored = loadRoomUnsent(userId, logCode);
      setLog((current) => {
        const idle = current.outgoing.filter((o) => o.delivery === 'failed' && !inFlight.current.has(o.key));
        const gone = goneElsewhere(idle, known.current, stored);
        return gone.size ? { ...current, outgoing: current.outgoing.filter((o) => !gone.has(o.key)) } : current;
      });
    });
  }, [logCode, setLog, userId]);

  const deliver = useCallback(
    (forCode: string, key: string, payload: OutgoingPayload): Promise<boolean> => {
      const running = inFlight.current.get(key);
      if (running) return running;
      const done = sendMessage({ code: forCode, ...payload } as Parameters<typeof sendMessage>[0]).then(
        (message) => {
          if (codeRef.current === forCode) setLog((current) => confirmOutgoing(current, key, message));
          return true;
        },
        async () => {
          // The answer may be lost while the server stored the message: look before calling it failed.
          await catchUp().catch(() => undefined);
          if (codeRef.current === forCode) setLog((current) => failOutgoing(current, key));
          return false;
        },
      );
      const tracked = done.finally(() => inFlight.current.delete(key));
      inFlight.current.set(key, tracked);
      return tracked;
    },
    [catchUp, codeRef, setLog],
  );

  const send = useCallback(
    (payload: OutgoingPayload) => {
      const forCode = codeRef.current;
      if (!forCode) return;
      const key = `local-${Date.now().toString(36)}-${++seq.current}`;
      setLog((current) => addOutgoing(current, key, payload, draftMessage(forCode, payload, viewer)));
      if (typeof navigator !== 'undefined' && navigator.onLine === false)
        setLog((current) => failOutgoing(current, key));
      else void deliver(forCode, key, payload);
    },
    [codeRef, deliver, setLog, viewer],
  );

  const retryOne = useCallback(
    (key: string): Promise<boolean> => {
      const running = inFlight.current.get(key);
      if (running) return running;
      const forCode = codeRef.current;
      const entry = logRef.current.outgoing.find((o) => o.key === key);
      if (!forCode || !entry || entry.delivery !== 'failed') return Promise.resolve(false);
      setLog((current) => retryOutgoing(current, key));
      return deliver(forCode, key, entry.payload);
    },
    [codeRef, deliver, logRef, setLog],
  );

  const [retryingAll, setRetryingAll] = useState(false);
  const retryAll = useMemo(
    () => createRetryAll(retryOne, (key) => logRef.current.outgoing.some((o) => o.key === key)),
    [logRef, retryOne],
  );
  const startRetryAll = useCallback(() => {
    if (retryAll.running()) return;
    const keys = logRef.current.outgoing.filter((o) => o.delivery === 'failed').map((o) => o.key);
    setRetryingAll(true);
    void retryAll.run(keys).finally(() => setRetryingAll(false));
  }, [logRef, retryAll]);

  const remove = useCallback(
    (key: string) => {
      if (!inFlight.current.has(key)) setLog((current) => removeOutgoing(current, key));
    },
    [setLog],
  );

  const retry = useCallback((key: string) => void retryOne(key), [retryOne]);

  return { send, retry, retryAll: startRetryAll, retryingAll, remove };
}

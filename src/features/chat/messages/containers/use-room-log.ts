import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Message } from '@/lib/api/endpoints/chat';
import { emptyLog, entries, lastReceived, mergeServer, restoreOutgoing, type MessageLog } from '../lib/message-log';
import { loadRoomUnsent, signedInUser } from './unsent-storage';
import { useLiveMessages } from './use-live-messages';
import { useOlderPages } from './use-older-pages';
import { draftMessage, useOutgoing } from './use-outgoing';
import { useReadReports } from './use-read-reports';

type Entered = { code: string; messages: Message[] };

/**
 * The live message log of the open room. It starts from the room-enter answer, pages older history
 * on demand (use-older-pages.ts) and stays live with the room's channel (use-live-messages.ts).
 * Sending shows the message at once; the server's answer or its socket copy confirms it in place
 * (use-outgoing.ts). Messages kept unsent from before a reload come back as failed when the room opens.
 * The room's channel is listened to from the start (`room`, the room being opened), beside entering:
 * what it pushes before the enter answer joins the log once the log starts from that answer.
 */
export function useRoomLog(
  entered: Entered | null,
  viewer: { username: string; thumbnail: string },
  room: string | null = entered?.code ?? null,
  /** The room's channel is listened to (after every subscription). */
  onListening?: () => void,
) {
  const code = entered?.code ?? null;
  const [log, setLog] = useState<MessageLog>(emptyLog);
  // The room the log holds: for one render after a switch, the log is still the previous room's.
  const [logCode, setLogCode] = useState<string | null>(null);
  const logRef = useRef(log);
  logRef.current = log;
  const codeRef = useRef(code);
  const viewerRef = useRef(viewer);
  viewerRef.current = viewer;
  // The kept unsent messages are this user's: read once, when the room opens.
  const [userId] = useState(signedInUser);
  const roomRef = useRef(room);
  roomRef.current = room;
  // Pushed by the room's channel before the enter answer: kept until the log starts from it.
  const early = useRef<Message[]>([]);
  // Server messages join the log only while it is still their room's.
  const merge = useCallback((forCode: string, messages: readonly Message[]) => {
    const own = messages.filter((m) => !m.code || m.code === forCode);
    if (codeRef.current === forCode) setLog((current) => mergeServer(current, own));
    else if (roomRef.current === forCode) early.current.push(...own);
  }, []);
  const { older, resetOlder, loadOlder, readOlder } = useOlderPages(codeRef, merge);

  // A new room (or a new enter answer) starts a new log.
  useEffect(() => {
    // The bench times first messages painted from here (bench/chat.mjs).
    if (entered) performance.mark('chat:room-data');
    // The same room entered again (the enter answer refetched): what is being sent stays as it is,
    // unless the new answer holds its server copy.
    const carried = entered && codeRef.current === entered.code ? logRef.current.outgoing : [];
    const pushed = entered?.code === roomRef.current ? early.current : [];
    early.current = [];
    const server = mergeServer(mergeServer({ ...emptyLog, outgoing: carried }, entered?.messages ?? []), pushed);
    codeRef.current = entered?.code ?? null;
    const kept = entered ? loadRoomUnsent(userId, entered.code) : [];
    const draft = entered ? draftMessage(entered.code, { type: 1, content: '' }, viewerRef.current) : null;
    setLog(draft && kept.length ? restoreOutgoing(server, kept, draft) : server);
    setLogCode(entered?.code ?? null);
    resetOlder((entered?.messages.length ?? 0) >= 30);
  }, [entered, userId, resetOlder]);

  const catchUp = useLiveMessages(room, codeRef, logRef, merge, onListening);

  useReadReports(code, logCode === code ? (lastReceived(log)?.message_id ?? null) : null);

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

  // Sorted once per change of the log, not once per render: the room redraws on every keystroke in
  // its composer, and a sort of thousands of messages per key is what made typing lag in a busy room.
  const messages = useMemo(() => entries(log), [log]);
  return {
    messages,
    hasOlder: older.hasOlder,
    loadingOlder: older.loading,
    olderFailed: older.failed,
    /** The log holds the room's enter answer (until then it is empty or still the previous room's). */
    started: code !== null && logCode === code,
    loadOlder,
    readOlder,
    ...outgoing,
    catchUp,
  };
}

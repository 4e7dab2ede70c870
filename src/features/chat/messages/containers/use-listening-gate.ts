import { useCallback, useEffect, useState } from 'react';
import { useConnectionState } from '@/lib/realtime/react';

/** How long a room waits for its channel before it is entered anyway (and then catches up once listening). */
export const ENTER_WAIT_MS = 2000;

/**
 * Whether the room being opened may be entered: once its channel is listened to, so that nothing the
 * member sends after the server read the room for the enter answer is missed (the channel replays
 * nothing, and the spec reads no history on entering). Without a live connection, or after
 * ENTER_WAIT_MS, the room is entered anyway; its first subscription then catches up
 * (use-live-messages.ts). A channel already subscribed (the room open in this page before) answers at once.
 */
export function useListeningGate(waitMs = ENTER_WAIT_MS): { ready: boolean; onListening: () => void } {
  const connection = useConnectionState();
  const [listening, setListening] = useState(false);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), waitMs);
    return () => clearTimeout(timer);
  }, [waitMs]);
  const onListening = useCallback(() => setListening(true), []);
  const live = connection === 'live' || connection === 'connecting';
  return { ready: listening || waited || !live, onListening };
}

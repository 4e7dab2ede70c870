import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ConnectionState, Realtime } from './connection';

const RealtimeContext = createContext<Realtime | null>(null);

/** Gives the screens below the app's real-time connection; null while signed out or not configured. */
export function RealtimeProvider({ realtime, children }: { realtime: Realtime | null; children: ReactNode }) {
  return <RealtimeContext value={realtime}>{children}</RealtimeContext>;
}

export function useRealtime(): Realtime | null {
  return useContext(RealtimeContext);
}

const noop = () => () => {};

/** The connection's state for a banner; null without a connection. */
export function useConnectionState(): ConnectionState | null {
  const realtime = useRealtime();
  return useSyncExternalStore(
    realtime ? (onChange) => realtime.onState(onChange) : noop,
    () => realtime?.state ?? null,
    () => realtime?.state ?? null,
  );
}

/**
 * Listens to `event` on private channel `channel` (without 'private-') while mounted; a null channel
 * listens to nothing. The callbacks may change on every render: the latest ones are called, and the
 * subscription only changes with the channel or the event. `onSubscribed` runs after every
 * (re)subscription: refetch what may have been missed there.
 */
export function useRealtimeEvent(
  channel: string | null,
  event: string,
  onEvent: (data: unknown) => void,
  onSubscribed?: () => void,
): void {
  const realtime = useRealtime();
  const onEventRef = useRef(onEvent);
  const onSubscribedRef = useRef(onSubscribed);
  useLayoutEffect(() => {
    onEventRef.current = onEvent;
    onSubscribedRef.current = onSubscribed;
  });
  useEffect(() => {
    if (!realtime || !channel) return;
    return realtime.listen(
      channel,
      event,
      (data) => onEventRef.current(data),
      () => onSubscribedRef.current?.(),
    );
  }, [realtime, channel, event]);
}

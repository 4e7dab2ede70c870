import { useEffect, useState, type ReactNode } from 'react';
import { createRealtime, realtimeOptionsFromEnv, type Realtime } from '@/lib/realtime';
import { RealtimeProvider } from '@/lib/realtime-react';
import { storage } from '@/lib/storage';

/**
 * One real-time connection for everything below, opened on mount with the stored token and closed
 * on unmount; none when real-time is not configured.
 */
export function ChatRealtime({ children }: { children: ReactNode }) {
  const [realtime, setRealtime] = useState<Realtime | null>(null);
  useEffect(() => {
    const options = realtimeOptionsFromEnv(() => storage.get('user_token'));
    if (!options) return;
    const connection = createRealtime(options);
    setRealtime(connection);
    return () => {
      connection.disconnect();
      setRealtime(null);
    };
  }, []);
  return <RealtimeProvider realtime={realtime}>{children}</RealtimeProvider>;
}

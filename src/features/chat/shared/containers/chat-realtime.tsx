import { useEffect, useState, type ReactNode } from 'react';
import { createRealtime, realtimeOptionsFromEnv, type Realtime } from '@/lib/realtime/connection';
import { canShareAcrossTabs, createSharedRealtime } from '@/lib/realtime/shared';
import { RealtimeProvider } from '@/lib/realtime/react';
import { storage } from '@/lib/storage';

/**
 * The real-time connection for everything below, opened on mount with the stored token and closed
 * on unmount; none when real-time is not configured. The tabs of one signed-in user share one
 * socket (the leader tab's) where the browser allows it; otherwise each tab opens its own.
 */
export function ChatRealtime({ children }: { children: ReactNode }) {
  const [realtime, setRealtime] = useState<Realtime | null>(null);
  useEffect(() => {
    const options = realtimeOptionsFromEnv(() => storage.get('user_token'));
    if (!options) return;
    const user = storage.get('user_id');
    const connection =
      options.shareAcrossTabs && user && canShareAcrossTabs()
        ? createSharedRealtime(user, () => createRealtime(options))
        : createRealtime(options);
    setRealtime(connection);
    return () => {
      connection.disconnect();
      setRealtime(null);
    };
  }, []);
  return <RealtimeProvider realtime={realtime}>{children}</RealtimeProvider>;
}

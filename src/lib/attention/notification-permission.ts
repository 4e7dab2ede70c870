import { useCallback, useEffect, useState } from 'react';

/**
 * Where desktop notifications stand, as the user sees it: the browser cannot show them, nobody asked
 * yet, the question is on screen, allowed, or refused (only the browser's site settings can undo that).
 */
export type PermissionView = 'unsupported' | 'default' | 'asking' | 'granted' | 'denied';

export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

const current = (): PermissionView => (notificationsSupported() ? Notification.permission : 'unsupported');

/**
 * The browser's notification permission, kept current when the user changes it in the site settings.
 * `ask` must run from a press: the question is never put on load.
 */
export function useNotificationPermission(): { permission: PermissionView; ask: () => Promise<PermissionView> } {
  const [permission, setPermission] = useState<PermissionView>(current);

  useEffect(() => {
    let status: PermissionStatus | null = null;
    const sync = () => setPermission((shown) => (shown === 'asking' ? shown : current()));
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        status = s;
        s.addEventListener('change', sync);
      })
      .catch(() => undefined);
    window.addEventListener('focus', sync);
    return () => {
      status?.removeEventListener('change', sync);
      window.removeEventListener('focus', sync);
    };
  }, []);

  const ask = useCallback(async () => {
    if (!notificationsSupported()) return 'unsupported' as const;
    setPermission('asking');
    const answer = await Notification.requestPermission().catch(() => Notification.permission);
    setPermission(answer);
    return answer;
  }, []);

  return { permission, ask };
}

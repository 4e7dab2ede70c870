import { notificationsSupported } from './notification-permission';

export type Notice = {
  /** One notification per tag: a newer one for the same room replaces the older. */
  tag: string;
  title: string;
  body: string;
  /** The app plays its own chime: the system's sound would ring twice. */
  silent: boolean;
  onClick: () => void;
};

const shown = new Map<string, Notification>();

/** Shows a desktop notification when allowed; clicking it brings this tab forward and runs onClick. */
export function showNotice({ tag, title, body, silent, onClick }: Notice): boolean {
  if (!notificationsSupported() || Notification.permission !== 'granted') return false;
  shown.get(tag)?.close();
  // renotify: the replacing notification alerts again instead of updating quietly.
  const options: NotificationOptions & { renotify: boolean } = { tag, body, silent, renotify: true };
  let notification: Notification;
  try {
    notification = new Notification(title, options);
  } catch {
    // Some browsers allow notifications only from a service worker; nothing is shown there.
    return false;
  }
  shown.set(tag, notification);
  notification.onclick = () => {
    window.focus();
    notification.close();
    onClick();
  };
  notification.onclose = () => {
    if (shown.get(tag) === notification) shown.delete(tag);
  };
  return true;
}

/** Closes the room's notification (the user opened the room). */
export function closeNotice(tag: string): void {
  shown.get(tag)?.close();
  shown.delete(tag);
}

import type { MessageView } from '../components/message-view';
import { useArrivalAnnouncements } from './use-arrival-announcements';
import { useFirstUnread } from './use-first-unread';

const NONE: MessageView[] = [];

/**
 * What the open room does with messages as they come: where it opens (the first unread on entering,
 * returned as its key) and what screen reader users are told of the messages arriving after that.
 */
export function useRoomArrivals(
  log: { messages: MessageView[]; started: boolean },
  unreadOnEntering: () => number,
): string | null {
  useArrivalAnnouncements(log.messages, log.started);
  return useFirstUnread(log.started ? log.messages : NONE, unreadOnEntering);
}

import { useEffect, useState } from 'react';
import { MessageList, type MessageListProps } from '@/features/chat/messages/components/message-list';
import type { MessageView } from '@/features/chat/messages/components/message-view';
import { useArrivalAnnouncements } from '@/features/chat/messages/containers/use-arrival-announcements';

/** Events a story's play sends to the harness: new messages arrive, or another room opens. */
export const DELIVER_EVENT = 'story:deliver';
export const OPEN_ROOM_EVENT = 'story:open-room';

export function deliver(messages: MessageView[]) {
  window.dispatchEvent(new CustomEvent(DELIVER_EVENT, { detail: messages }));
}
export function openRoom(roomKey: string, messages: MessageView[]) {
  window.dispatchEvent(new CustomEvent(OPEN_ROOM_EVENT, { detail: { roomKey, messages } }));
}

export type HarnessProps = MessageListProps & {
  /** Pages of older messages, the next one to load first; each loads after `loadDelay` ms. */
  olderPages?: MessageView[][];
  loadDelay?: number;
  /** Tells screen readers of arrivals as the room does (the messages shown first are history). */
  announced?: boolean;
};

/** Plays the container's part for stories: keeps the messages, loads older pages, takes deliveries. */
export function MessageListHarness({
  olderPages = [],
  loadDelay = 300,
  messages: initial,
  roomKey: initialRoom,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  announced = false,
  ...props
}: HarnessProps) {
  const [room, setRoom] = useState(initialRoom);
  const [messages, setMessages] = useState(initial);
  const [pages, setPages] = useState(olderPages);
  const [loading, setLoading] = useState(loadingOlder);
  useArrivalAnnouncements(messages, announced);

  useEffect(() => {
    const onDeliver = (event: Event) => setMessages((now) => [...now, ...(event as CustomEvent<MessageView[]>).detail]);
    const onOpen = (event: Event) => {
      const { roomKey, messages: next } = (event as CustomEvent<{ roomKey: string; messages: MessageView[] }>).detail;
      setRoom(roomKey);
      setMessages(next);
      setPages([]);
    };
    window.addEventListener(DELIVER_EVENT, onDeliver);
    window.addEventListener(OPEN_ROOM_EVENT, onOpen);
    return () => {
      window.removeEventListener(DELIVER_EVENT, onDeliver);
      window.removeEventListener(OPEN_ROOM_EVENT, onOpen);
    };
  }, []);

  const loadOlder = () => {
    onLoadOlder();
    const [page, ...rest] = pages;
    if (loading || !page) return;
    setLoading(true);
    setTimeout(() => {
      setMessages((now) => [...page, ...now]);
      setPages(rest);
      setLoading(false);
    }, loadDelay);
  };

  return (
    <MessageList
      {...props}
      roomKey={room}
      messages={messages}
      hasOlder={pages.length > 0 || (hasOlder && olderPages.length === 0)}
      loadingOlder={loading}
      onLoadOlder={loadOlder}
    />
  );
}

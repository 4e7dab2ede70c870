import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '@/components/ui/live-region';
import type { MessageView } from '../components/message-view';
import { messageKind, transferAmount, transferLabelKey } from '../components/message-format';
import { ANNOUNCE_BURST_MS, arrivalsSince, coalesceArrivals, type Announcement } from '../lib/arrival-announcements';

/**
 * Tells screen reader users, politely, of each message arriving in the open room: "player02: Hello",
 * or "3 new messages from player02" for a burst within ANNOUNCE_BURST_MS. What the room showed on
 * entering, older pages and the user's own messages are never told. `started`: the room was entered
 * and its first messages are in `messages`.
 */
export function useArrivalAnnouncements(messages: readonly MessageView[], started: boolean): void {
  const { t } = useTranslation('chat-room');
  const announce = useAnnounce();
  const known = useRef<readonly MessageView[] | null>(null);
  const pending = useRef<MessageView[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const tell = useRef<(announcement: Announcement) => void>(() => undefined);
  tell.current = (a) => {
    if (a.kind === 'many') return announce(t('announce.many', { count: a.count, sender: a.sender }));
    const kind = messageKind(a.message.type);
    const label = kind === 'transfer' ? transferLabelKey(a.message.type) : null;
    if (kind === 'image') return announce(t('announce.picture', { sender: a.sender }));
    const text = label ? `${t(label)} ${transferAmount(a.message.content)}` : a.message.content;
    announce(t('announce.one', { sender: a.sender, text }));
  };

  useEffect(() => {
    if (!started) return;
    const before = known.current;
    known.current = messages;
    if (before === null) return;
    const arrived = arrivalsSince(before, messages);
    if (arrived.length === 0) return;
    pending.current.push(...arrived);
    timer.current ??= setTimeout(() => {
      timer.current = null;
      const burst = pending.current;
      pending.current = [];
      for (const announcement of coalesceArrivals(burst)) tell.current(announcement);
    }, ANNOUNCE_BURST_MS);
  }, [messages, started]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
}

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newMessageEventSchema } from '@/lib/api/endpoints/chat';
import { createAttentionDesk } from '@/lib/attention/attention-desk';
import { playChime } from '@/lib/attention/chime';
import { useAttentionPrefs } from '@/lib/attention/prefs';
import { closeNotice, showNotice } from '@/lib/attention/show-notice';
import { useRealtimeEvent } from '@/lib/realtime/react';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { noticeBody } from '../lib/notice-text';
import { paths } from '@/config/paths';

export type RoomLookup = (code: string) => { name: string; path: string } | null;

const tagOf = (code: string) => `chat-room:${code}`;

/**
 * Sound and desktop notification for a member's message, once per message in this browser however
 * many tabs are open: only the deciding tab alerts (lib/attention/attention-desk), and not for a room
 * some tab shows on screen, a muted room, or the staff user's own message. A room's newer notification
 * replaces its older one; clicking it brings the tab forward and opens the room. `openCode` is the
 * room this tab shows; `lookup` names a room and gives its path from the lists this tab holds.
 */
export function useMemberAlerts({
  openCode,
  lookup,
  onOpen,
}: {
  openCode: string | null;
  lookup: RoomLookup;
  onOpen: (path: string) => void;
}): void {
  const { t } = useTranslation('chat-alerts');
  const view = useCurrentUserView();
  const memberId = view.data?.member_id;
  const scope = memberId ? String(memberId) : null;
  const desk = useMemo(() => (scope ? createAttentionDesk(scope) : null), [scope]);
  useEffect(() => () => desk?.close(), [desk]);

  useEffect(() => {
    if (!desk) return;
    const tell = () => desk.setView({ code: openCode, visible: document.visibilityState === 'visible' });
    tell();
    if (openCode && document.visibilityState === 'visible') closeNotice(tagOf(openCode));
    document.addEventListener('visibilitychange', tell);
    return () => {
      document.removeEventListener('visibilitychange', tell);
      desk.setView({ code: null, visible: document.visibilityState === 'visible' });
    };
  }, [desk, openCode]);

  const prefs = useAttentionPrefs();
  const latest = useRef({ prefs, lookup, onOpen, t });
  latest.current = { prefs, lookup, onOpen, t };
  const handled = useRef(new WeakSet<object>());

  const onEvent = useCallback(
    (data: unknown) => {
      if (!desk || !data || typeof data !== 'object' || handled.current.has(data)) return;
      handled.current.add(data);
      const event = newMessageEventSchema.safeParse(data);
      if (!event.success || event.data.message?.is_self === 1 || !desk.decides()) return;
      const { prefs, lookup, onOpen, t } = latest.current;
      const { code, message } = event.data;
      if (prefs.muted.includes(code) || desk.seenSomewhere(code)) return;
      if (prefs.sound) void playChime();
      if (!prefs.notify) return;
      const room = lookup(code);
      showNotice({
        tag: tagOf(code),
        title: room?.name || message?.nickname || message?.username || t('notice.someone'),
        body: noticeBody(message, t),
        silent: prefs.sound,
        onClick: () => {
          onOpen(lookup(code)?.path ?? paths.messaging());
        },
      });
    },
    [desk],
  );
  useRealtimeEvent(memberId ? `member.${memberId}` : null, '.NewMessage', onEvent);
}

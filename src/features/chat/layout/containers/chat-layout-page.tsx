import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useRouteMatches } from '@/lib/route-table';
import { ROOM_STATUS, type Room } from '@/lib/api/endpoints/chat';
import { useConnectionState } from '@/lib/realtime/react';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { storage } from '@/lib/storage';
import { useAlertSettings } from '@/lib/attention/use-alert-settings';
import { AlertsBell, SoundBlockedHint, useMemberAlerts } from '../../alerts';
import { roomDisplayName, roomPath, useRoomListRefresh, useRooms, useRoomsReader, useUnreadTotal } from '../../rooms';
import { activeMenuEntry, backTarget } from '../components/chat-menu';
import { ChatLayout } from '../components/chat-layout';
import { ChatRealtime } from '../../shared/containers/chat-realtime';
import { BADGE_GAP_MS, useUnreadBadges } from './use-unread-badges';
import { mayUseTemplates } from '@/lib/session/role-policy';
import { useViewerRole } from '@/lib/session/viewer';
import { usePageTitle } from '@/lib/use-page-title';
import { isAtOrUnder, ROUTES } from '@/config/paths';

export type ChatLayoutPageProps = {
  /** Opens the app's command palette, when the app offers one. */
  onOpenSearch?: () => void;
};

/**
 * The chat's layout route: menu, top bar and the page (`<Outlet />`) inside one real-time
 * connection, created when the layout mounts and closed when it unmounts. A route hides the top
 * bar's back arrow with `handle: { hideBack: true }`. The unread total shows in the tab's title, e.g.
 * "(3) Back Office", on its icon and on the Messages entry; a member's message rings and notifies as
 * the user chose under the bell (alerts/).
 */
export default function ChatLayoutPage({ onOpenSearch }: ChatLayoutPageProps) {
  return (
    <ChatRealtime>
      <ChatFrame onOpenSearch={onOpenSearch} />
    </ChatRealtime>
  );
}

function ChatFrame({ onOpenSearch }: { onOpenSearch?: (() => void) | undefined }) {
  const { t } = useTranslation('chat-nav');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const matches = useRouteMatches();
  const view = useCurrentUserView();
  const connection = useConnectionState();
  useRoomListRefresh();

  const ai = new URLSearchParams(search).get('ai') === '1';
  const roomId = Number(matches.at(-1)?.params.room_id ?? NaN);
  const inRoom = isAtOrUnder(ROUTES.memberRoom, pathname) && Number.isInteger(roomId);
  // Only what the frame shows of the lists: the open room's code and name, not each message.
  const pick = useCallback((rooms: Room[]) => openRoomOf(rooms, inRoom ? roomId : NaN), [inRoom, roomId]);
  const shown = useRooms(ROOM_STATUS.shown, { select: pick });
  const aiRooms = useRooms(ROOM_STATUS.ai, { enabled: inRoom && ai, select: pick });
  // A hidden room opened from /chat/hide: named from that list when it is still cached, never fetched here.
  const hiddenRooms = useRooms(ROOM_STATUS.hidden, { enabled: false, select: pick });
  const room = inRoom ? (shown.data ?? aiRooms.data ?? hiddenRooms.data ?? undefined) : undefined;
  const readShown = useRoomsReader(ROOM_STATUS.shown);
  const readAi = useRoomsReader(ROOM_STATUS.ai, { enabled: false });
  const readHidden = useRoomsReader(ROOM_STATUS.hidden, { enabled: false });

  const roleId = useViewerRole();
  const active = activeMenuEntry(pathname, search);
  const hideBack = matches.some((m) => (m.handle as { hideBack?: unknown } | undefined)?.hideBack === true);
  const title = inRoom ? room?.name || t('topBar.chatRoom') : t(active ? `menu.${active}` : 'menu.chat');

  const total = useUnreadTotal(room?.code ?? null, BADGE_GAP_MS);
  const scope = view.data?.member_id ? String(view.data.member_id) : null;
  useUnreadBadges(total, scope);
  // The tab names the chat's page (Messages, Contacts ...); moving between rooms stays on one page.
  usePageTitle(t(active ? `menu.${active}` : 'menu.chat'), `chat/${active ?? ''}`);
  useMemberAlerts({
    openCode: room?.code ?? null,
    lookup: (code) => {
      const found = [readShown(), readAi(), readHidden()].flat().find((r) => r.code === code);
      return found ? { name: roomDisplayName(found), path: roomPath(found) } : null;
    },
    onOpen: (to) => void navigate(to),
  });
  const alertSettings = useAlertSettings();

  return (
    <ChatLayout
      active={active}
      showAi={view.data?.chat_ai_bot_visible === 1}
      showTemplates={mayUseTemplates(roleId)}
      avatar={storage.get('user_avatar')}
      title={title}
      backTo={backTarget(pathname, search, hideBack)}
      connection={connection}
      onNavigate={(to) => void navigate(to)}
      onOpenSearch={onOpenSearch}
      unread={total}
      alerts={(placement) => <AlertsBell placement={placement} {...alertSettings} />}
      banner={
        alertSettings.sound && alertSettings.soundBlocked ? (
          <SoundBlockedHint onAllow={alertSettings.onAllowSound} />
        ) : null
      }
    >
      <Outlet />
    </ChatLayout>
  );
}

/** The open room as the frame names it; null when this list does not hold it. */
function openRoomOf(rooms: Room[], id: number): { code: string; name: string } | null {
  const room = rooms.find((r) => r.id === id);
  return room ? { code: room.code, name: roomDisplayName(room) } : null;
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useRouteMatches } from '@/lib/route-table';
import { ROOM_STATUS, type Room } from '@/lib/api/endpoints/chat';
import { useConnectionState } from '@/lib/realtime-react';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { storage } from '@/lib/storage';
import { useRooms } from '../../rooms/api/get-rooms';
import { roomDisplayName, unreadTotal } from '../../rooms/components/room-format';
import { useRoomListRefresh } from '../../rooms/containers/use-room-list-refresh';
import { activeMenuEntry, backTarget } from '../components/chat-menu';
import { ChatLayout } from '../components/chat-layout';
import { ChatRealtime } from './chat-realtime';

const AGENT_ROLE = 2;

export type ChatLayoutPageProps = {
  /** Opens the app's command palette, when the app offers one. */
  onOpenSearch?: () => void;
};

/**
 * The chat's layout route: menu, top bar and the page (`<Outlet />`) inside one real-time
 * connection, created when the layout mounts and closed when it unmounts. A route hides the top
 * bar's back arrow with `handle: { hideBack: true }`. While the tab is hidden the document title
 * shows the unread total, e.g. "(3) Back Office".
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
  const inRoom = /^\/chat\/messaging\/[^/]+/.test(pathname) && Number.isInteger(roomId);
  const shown = useRooms(ROOM_STATUS.shown);
  const aiRooms = useRooms(ROOM_STATUS.ai, { enabled: inRoom && ai });
  // A hidden room opened from /chat/hide: named from that list when it is still cached, never fetched here.
  const hiddenRooms = useRooms(ROOM_STATUS.hidden, { enabled: false });
  const room = inRoom ? findRoom(roomId, shown.data, aiRooms.data, hiddenRooms.data) : undefined;

  const storedRole = Number(storage.get('role_id'));
  const roleId = view.data?.role_id ?? (storedRole || null);
  const active = activeMenuEntry(pathname, search);
  const hideBack = matches.some((m) => (m.handle as { hideBack?: unknown } | undefined)?.hideBack === true);
  const title = inRoom
    ? room
      ? roomDisplayName(room) || t('topBar.chatRoom')
      : t('topBar.chatRoom')
    : t(active ? `menu.${active}` : 'menu.chat');

  useUnreadDocumentTitle(unreadTotal(shown.data ?? []));

  return (
    <ChatLayout
      active={active}
      showAi={view.data?.chat_ai_bot_visible === 1}
      showTemplates={roleId !== null && roleId !== AGENT_ROLE}
      avatar={storage.get('user_avatar')}
      title={title}
      backTo={backTarget(pathname, search, hideBack)}
      connection={connection}
      onNavigate={(to) => void navigate(to)}
      onOpenSearch={onOpenSearch}
    >
      <Outlet />
    </ChatLayout>
  );
}

const findRoom = (id: number, ...lists: Array<Room[] | undefined>) =>
  lists.flatMap((list) => list ?? []).find((room) => room.id === id);

/** "(3) <title>" while the tab is hidden and messages are unread; the title as it was otherwise. */
function useUnreadDocumentTitle(total: number) {
  const { t } = useTranslation('chat-nav');
  useEffect(() => {
    const base = document.title;
    const apply = () => {
      document.title =
        document.visibilityState === 'hidden' && total > 0 ? t('documentTitle', { count: total, title: base }) : base;
    };
    apply();
    document.addEventListener('visibilitychange', apply);
    return () => {
      document.removeEventListener('visibilitychange', apply);
      document.title = base;
    };
  }, [total, t]);
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/api/error-message';
import { useLoadFailure } from '@/lib/api/use-load-failure';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { ROOM_STATUS, type Room } from '@/lib/api/endpoints/chat';
import { useHideRooms } from '../api/hide-rooms';
import { useRooms } from '../api/get-rooms';
import { toggleMuted, useAttentionPrefs } from '@/lib/attention/prefs';
import { RoomList } from '../components/room-list';
import { withLocalReads } from '../components/room-format';
import { paths } from '@/config/paths';
import { keepListed } from '../components/room-selection';
import { useLocalReads } from './use-local-reads';
import { useReadMarksAcrossTabs } from './use-read-marks-across-tabs';
import { useRoomListRefresh } from './use-room-list-refresh';
import { useDropVanishedPins } from './use-room-pins';
import { useRoomListView } from './use-room-list-view';

export type RoomListPanelProps = {
  /** AI mode (/chat/messaging?ai=1): rooms of status 3 instead of 1. */
  ai: boolean;
  /** Code of the room open in the window, marked in the list. */
  activeCode: string | null;
  className?: string;
};

/** The room list placed left of the chat window: loads, refreshes live, opens and hides rooms. */
export function RoomListPanel({ ai, activeCode, className }: RoomListPanelProps) {
  const { t } = useTranslation('chat-nav');
  const navigate = useNavigate();
  const notice = useNotice();
  const query = useRooms(ai ? ROOM_STATUS.ai : ROOM_STATUS.shown);
  const failure = useLoadFailure(query);
  const attention = useAttentionPrefs();
  useRoomListRefresh({ openCode: activeCode });
  const [cleared, clearMark] = useLocalReads();
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());

  const rooms = useMemo(
    () => (query.data ? withLocalReads(query.data, cleared, activeCode) : undefined),
    [query.data, cleared, activeCode],
  );
  // Pins belong to the shown rooms' list; the AI list neither shows nor drops them.
  useDropVanishedPins(ai ? undefined : query.data);
  const listView = useRoomListView(rooms, ai, attention.muted);
  const codes = useMemo(() => (listView.rooms ?? []).map((room) => room.code), [listView.rooms]);
  useReadMarksAcrossTabs(query.data?.find((room) => room.code === activeCode) ?? null, clearMark);
  // Ticks of rooms not shown (hidden elsewhere, recovered as AI, narrowed out by the search) do not count.
  const selected = useMemo(() => keepListed(selection, codes), [selection, codes]);

  const once = useOneAtATime();
  const hide = useHideRooms({
    mutationConfig: {
      onSuccess: () => setSelection(new Set()),
      onError: (error) => notice.alert({ message: errorMessage(error, t), tone: 'error' }),
    },
  });

  const open = (room: Room) => {
    clearMark(room.code, room.message_time);
    void navigate(paths.room(room, { ai }));
  };

  return (
    <RoomList
      className={className}
      {...listView}
      loading={query.isPending || query.isFetching}
      {...failure}
      onRetry={() => void query.refetch({ cancelRefetch: false })}
      ai={ai}
      activeCode={activeCode}
      selected={selected}
      onSelectedChange={setSelection}
      onHide={() => {
        if (selected.size) once(() => hide.mutateAsync([...selected]));
      }}
      hiding={hide.isPending}
      onOpen={open}
      muted={attention.muted}
      onToggleMute={toggleMuted}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/api/error-message';
import { useLoadFailure } from '@/lib/api/use-load-failure';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { ROOM_STATUS } from '@/lib/api/endpoints/chat';
import { useRecoverRoom } from '../api/recover-room';
import { useRooms } from '../api/get-rooms';
import { HiddenRoomList } from '../components/hidden-room-list';
import { roomDisplayName, roomPath } from '../components/room-format';

/**
 * /chat/hide: rooms of status 2. Recover calls api/room/recover; on success the lists reload and a
 * toast confirms, on failure the server's message is shown in the alert dialog.
 */
export default function HiddenRoomsPage() {
  const { t } = useTranslation('chat-nav');
  const navigate = useNavigate();
  const notice = useNotice();
  const query = useRooms(ROOM_STATUS.hidden);
  const failure = useLoadFailure(query);
  const once = useOneAtATime();
  const recover = useRecoverRoom({
    mutationConfig: {
      onError: (error) => notice.alert({ message: errorMessage(error, t), tone: 'error' }),
    },
  });

  return (
    <div className="@container/page h-full overflow-y-auto">
      <HiddenRoomList
        rooms={query.data}
        loading={query.isPending || query.isFetching}
        {...failure}
        onRetry={() => void query.refetch({ cancelRefetch: false })}
        recovering={recover.isPending ? (recover.variables?.code ?? null) : null}
        onRecover={(room) => {
          once(async () => {
            await recover.mutateAsync({ room_id: room.id, code: room.code });
            notice.toast(t('hidden.recovered', { name: roomDisplayName(room) }), { tone: 'success' });
          });
        }}
        onOpen={(room) => void navigate(roomPath(room))}
      />
    </div>
  );
}

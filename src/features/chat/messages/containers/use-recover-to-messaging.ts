import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/error-message';

/**
 * The room recover request, with its refresh of the room lists: both are the rooms feature's, so the
 * page that holds the room passes them in (rooms' useRecoverRoom).
 */
export type RoomRecovery = {
  isPending: boolean;
  mutateAsync: (room: { room_id: number; code: string }) => Promise<unknown>;
};

/**
 * Recovering an AI room (chat spec section 2): on success the route is replaced with the messaging
 * route, where the room now shows in the (refreshed) list of shown rooms; a failure shows the server's
 * message.
 */
export function useRecoverToMessaging(recovery: RoomRecovery) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const notice = useNotice();
  return {
    isPending: recovery.isPending,
    recover: (room: { room_id: number; code: string }) =>
      recovery.mutateAsync(room).then(
        () => void navigate(paths.messaging(), { replace: true }),
        (error: unknown) => notice.alert({ message: errorMessage(error, t), tone: 'error' }),
      ),
  };
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api/error-message';
import { useRecoverRoom } from '../api/recover-room';

/**
 * Recovering an AI room (chat spec section 2): on success the route is replaced with the messaging
 * route, where the room now shows in the (refreshed) list of shown rooms; a failure shows the server's
 * message.
 */
export function useRecoverToMessaging(onRecovered?: () => void) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const notice = useNotice();
  return useRecoverRoom({
    mutationConfig: {
      onSuccess: () => {
        onRecovered?.();
        void navigate(paths.messaging(), { replace: true });
      },
      onError: (error) => notice.alert({ message: errorMessage(error, t), tone: 'error' }),
    },
  });
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useNotice } from '@/components/ui/notice';
import { callEndpoint } from '@/lib/api/client';
import { authEndpoints } from '@/lib/api/endpoints/auth';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { storage } from '@/lib/storage';
import { authKeys } from './keys';

export const logout = async (): Promise<void> => {
  await callEndpoint(authEndpoints.logout, {});
};

/**
 * Ends the session (spec section 4): the server is told, and whatever it answers the local session
 * ends too, so a failed call never leaves the user stuck signed in.
 */
export function useLogout(): { logout: () => void; pending: boolean } {
  const navigate = useNavigate();
  const notice = useNotice();
  const { t } = useTranslation('auth');
  const { isPending, mutate } = useApiMutation(logout, {
    mutationKey: authKeys.logout(),
    refreshOn: 'settled',
    refresh: async (queryClient) => {
      storage.clearSession();
      void navigate(paths.login(), { replace: true });
      queryClient.getQueryCache().clear();
      notice.toast(t('logoutSuccess'), { tone: 'success', durationMs: 3000 });
    },
  });
  return {
    logout: () => {
      if (!isPending) mutate();
    },
    pending: isPending,
  };
}

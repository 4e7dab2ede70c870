import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useNotice } from '@/components/ui/notice';
import { callEndpoint } from '@/lib/api/client';
import { authEndpoints } from '@/lib/api/endpoints/auth';
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
  const queryClient = useQueryClient();
  const notice = useNotice();
  const { t } = useTranslation('auth');
  const mutation = useMutation({
    mutationKey: authKeys.logout(),
    mutationFn: logout,
    onSettled: () => {
      storage.clearSession();
      void navigate(paths.login(), { replace: true });
      queryClient.getQueryCache().clear();
      notice.toast(t('logoutSuccess'), { tone: 'success', durationMs: 3000 });
    },
  });
  const { isPending, mutate } = mutation;
  return {
    logout: () => {
      if (!isPending) mutate();
    },
    pending: isPending,
  };
}

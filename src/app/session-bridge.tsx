import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useNotice } from '@/components/ui/notice';
import { sessionEvents } from '@/lib/session-events';
import { storage } from '@/lib/storage';

/** Turns session events (the API client's, other tabs') into navigation (spec section 4, session end). */
export function SessionBridge() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notice = useNotice();
  const { t } = useTranslation('auth');

  useEffect(
    () =>
      sessionEvents.subscribe((event) => {
        if (event === 'access-denied') {
          void navigate(paths.forbidden());
          return;
        }
        queryClient.clear();
        if (event === 'token-expired') notice.toast(t('tokenExpired'), { tone: 'error' });
        void navigate(paths.login(), { replace: true });
      }),
    [navigate, queryClient, notice, t],
  );

  // Signed out in another tab: drop this tab's copy of the account's data and show the login page.
  useEffect(
    () =>
      storage.onSessionEndedElsewhere(() => {
        queryClient.clear();
        void navigate(paths.login(), { replace: true });
      }),
    [navigate, queryClient],
  );
  return null;
}

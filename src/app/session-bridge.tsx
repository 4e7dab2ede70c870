import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotice } from '@/components/ui/notice';
import { sessionEvents } from '@/lib/session-events';

/** Turns the API client's session events into navigation (spec section 4, session end). */
export function SessionBridge() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notice = useNotice();
  const { t } = useTranslation('auth');

  useEffect(
    () =>
      sessionEvents.subscribe((event) => {
        if (event === 'access-denied') {
          navigate('/forbidden');
          return;
        }
        queryClient.clear();
        if (event === 'token-expired') notice.toast(t('tokenExpired'), { tone: 'error' });
        navigate('/login', { replace: true });
      }),
    [navigate, queryClient, notice, t],
  );
  return null;
}

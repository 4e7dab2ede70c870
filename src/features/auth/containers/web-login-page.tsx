import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { storeWebLoginSession } from '../api/session';
import { WebLoginLanding } from '../components/web-login-landing';

/** Spec section 9: the web login redirect waits 1 second. */
export const WEB_LOGIN_DELAY_MS = 1000;

export default function WebLoginPage() {
  const { token, customerID } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || !customerID) return;
    queryClient.clear();
    storeWebLoginSession(token, customerID);
    const timer = setTimeout(() => navigate(paths.dashboard(), { replace: true }), WEB_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [token, customerID, navigate, queryClient]);

  return <WebLoginLanding />;
}

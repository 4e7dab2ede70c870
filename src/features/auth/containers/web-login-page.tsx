import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { storeWebLoginSession } from '../api/session';
import { WebLoginLanding } from '../components/web-login-landing';
import { type HandOverCheck, noCheck } from './hand-over-check';

/** Spec section 9: the web login redirect waits 1 second. */
export const WEB_LOGIN_DELAY_MS = 1000;

function GoToDashboard() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.dashboard(), { replace: true }), WEB_LOGIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return <WebLoginLanding />;
}

/**
 * The address hands a session over: its token replaces whatever the browser held before anything
 * else happens, so the app's check of this path (`check`) asks the server about the new session, and
 * an ended session left in the browser can no longer send the hand-over to /login.
 */
export default function WebLoginPage({ check = noCheck }: { check?: HandOverCheck }) {
  const { token, customerID } = useParams();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<string | null>(null);
  const address = `${token}/${customerID}`;

  useEffect(() => {
    if (!token || !customerID) return;
    queryClient.clear();
    storeWebLoginSession(token, customerID);
    setStored(address);
  }, [token, customerID, address, queryClient]);

  // Until this address's session is stored, nothing below may ask the server anything.
  return stored === address ? check(<GoToDashboard />) : <WebLoginLanding />;
}

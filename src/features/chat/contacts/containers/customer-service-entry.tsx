import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useFriendsForEntry } from '../api/get-entry-friends';
import { customerServiceTarget } from '../components/contact-links';
import { CustomerServiceEntryView } from '../components/customer-service-entry-view';
import { useLoadFailure } from '@/lib/api/use-load-failure';

/**
 * /customer_service_chat: loads the friend list, then replaces the address with the room of the
 * first agent group (type 0), or with /chat/contact when there is none.
 */
export default function CustomerServiceEntry() {
  const navigate = useNavigate();
  const friends = useFriendsForEntry();
  const failure = useLoadFailure(friends);
  const target = friends.data ? customerServiceTarget(friends.data) : null;

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  return <CustomerServiceEntryView {...failure} onRetry={() => void friends.refetch()} />;
}

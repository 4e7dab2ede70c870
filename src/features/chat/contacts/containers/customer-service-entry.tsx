import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api/error-message';
import { useFriendsForEntry } from '../api/get-entry-friends';
import { customerServiceTarget } from '../components/contact-links';
import { CustomerServiceEntryView } from '../components/customer-service-entry-view';

/**
 * /customer_service_chat: loads the friend list, then replaces the address with the room of the
 * first agent group (type 0), or with /chat/contact when there is none.
 */
export default function CustomerServiceEntry() {
  const { t } = useTranslation('chat-nav');
  const navigate = useNavigate();
  const friends = useFriendsForEntry();
  const target = friends.data ? customerServiceTarget(friends.data) : null;

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  return (
    <CustomerServiceEntryView
      error={friends.isError && !friends.isFetching ? errorMessage(friends.error, t) : null}
      onRetry={() => void friends.refetch()}
    />
  );
}

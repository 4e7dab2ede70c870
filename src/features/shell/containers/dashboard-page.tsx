import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { Dashboard } from '../components/dashboard';

export default function DashboardPage() {
  const view = useCurrentUserView();
  return <Dashboard nickname={view.data?.nickname || view.data?.username || ''} />;
}

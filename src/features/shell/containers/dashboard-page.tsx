import { ComingSoon } from '@/components/ui/coming-soon';

export default function DashboardPage() {
  return <ComingSoon />;
}

import { ComingSoon } from '@/components/ui/coming-soon';

export default function ManagementListPage() {
  return <ComingSoon />;
}

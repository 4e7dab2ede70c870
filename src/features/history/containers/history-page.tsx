import { ComingSoon } from '@/components/ui/coming-soon';

export default function HistoryPage() {
  return <ComingSoon />;
}

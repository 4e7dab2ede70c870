import { ComingSoon } from '@/components/ui/coming-soon';

export default function DebugPage() {
  return <ComingSoon />;
}

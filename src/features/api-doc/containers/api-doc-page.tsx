import { ComingSoon } from '@/components/ui/coming-soon';

export default function ApiDocPage() {
  return <ComingSoon />;
}

import { ComingSoon } from '@/components/ui/coming-soon';

export default function Page() {
  return <ComingSoon />;
}

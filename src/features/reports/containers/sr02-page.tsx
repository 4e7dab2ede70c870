import { ComingSoon } from '@/components/ui/coming-soon';

export default function Sr02Page() {
  return <ComingSoon />;
}

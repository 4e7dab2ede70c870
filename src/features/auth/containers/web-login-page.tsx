import { ComingSoon } from '@/components/ui/coming-soon';

export default function WebLoginPage() {
  return <ComingSoon />;
}

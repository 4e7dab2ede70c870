import { ComingSoon } from '@/components/ui/coming-soon';

export default function AgentLoginPage() {
  return <ComingSoon />;
}

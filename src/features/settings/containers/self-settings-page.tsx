import { ComingSoon } from '@/components/ui/coming-soon';

export default function SelfSettingsPage() {
  return <ComingSoon />;
}

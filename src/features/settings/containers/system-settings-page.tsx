import { ComingSoon } from '@/components/ui/coming-soon';

export default function SystemSettingsPage() {
  return <ComingSoon />;
}

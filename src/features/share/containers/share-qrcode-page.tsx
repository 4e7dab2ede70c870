import { ComingSoon } from '@/components/ui/coming-soon';

export default function ShareQrcodePage() {
  return <ComingSoon />;
}

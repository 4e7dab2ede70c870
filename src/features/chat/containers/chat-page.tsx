import { ComingSoon } from '@/components/ui/coming-soon';

export default function ChatPage() {
  return <ComingSoon />;
}

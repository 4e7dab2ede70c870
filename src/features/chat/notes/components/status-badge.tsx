import { useTranslation } from 'react-i18next';
import type { NoteStatus } from '../schemas/note';
import { Badge } from '@/components/ui/badge';
import { noteStatusKey } from '../schemas/note';

export function StatusBadge({ status }: { status: NoteStatus }) {
  const { t } = useTranslation('chat-notes');
  return <Badge tone={status === 1 ? 'success' : 'warning'}>{t(noteStatusKey(status))}</Badge>;
}

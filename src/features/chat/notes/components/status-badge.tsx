import { useTranslation } from 'react-i18next';
import type { NoteStatus } from '../schemas/note';
import { cn } from '@/lib/cn';
import { noteStatusKey } from '../schemas/note';

export function StatusBadge({ status }: { status: NoteStatus }) {
  const { t } = useTranslation('chat-notes');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        status === 1 ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950',
      )}
    >
      {t(noteStatusKey(status))}
    </span>
  );
}

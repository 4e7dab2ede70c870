import { useTranslation } from 'react-i18next';

/** The search through older messages: how far it went and how it ended. */
export type FindOlderState = { status: 'idle' | 'searching' | 'found' | 'start' | 'failed'; searched: number };

type FindStatusProps = { query: string; total: number; current: number; older: FindOlderState };

/**
 * Where the shown match is among all, or why there is none. A polite live region that stays in the
 * page while the bar is open, so a screen reader says each new count once, when its text changes.
 */
export function FindStatus({ query, total, current, older }: FindStatusProps) {
  const { t } = useTranslation('chat-room');
  let text = '';
  if (query.trim() === '') text = '';
  else if (older.status === 'start' && total === 0) text = t('find.roomStart');
  else if (total === 0) text = t('find.none');
  else text = t('find.count', { current, count: total });
  const note =
    older.status === 'start' && total > 0 ? t('find.noOlder') : older.status === 'failed' ? t('find.olderFailed') : '';
  return (
    <p role="status" className="min-w-0 text-sm whitespace-nowrap text-slate-700 tabular-nums">
      {text}
      {note && <span className="ml-2 text-slate-600">{note}</span>}
    </p>
  );
}

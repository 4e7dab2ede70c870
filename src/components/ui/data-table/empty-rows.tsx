import { useTranslation } from 'react-i18next';
import { Button } from '../button';

type EmptyRowsProps = { query: string; emptyText?: string | undefined; onClearSearch: () => void };

/** What an empty table says: why it is empty, and the way out when a search emptied it. */
export function EmptyRows({ query, emptyText, onClearSearch }: EmptyRowsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center text-slate-700">
      <svg viewBox="0 0 24 24" className="size-8 text-slate-400" aria-hidden="true">
        <path d="M4 7h16M4 12h16M4 17h9" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
      {query.trim() ? (
        <>
          <p className="break-words">{t('table.noMatch', { query: query.trim() })}</p>
          <Button variant="secondary" size="sm" onClick={onClearSearch}>
            {t('table.clearSearch')}
          </Button>
        </>
      ) : (
        <p>{emptyText ?? t('noDataAvailable')}</p>
      )}
    </div>
  );
}

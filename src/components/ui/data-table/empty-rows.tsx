import { useTranslation } from 'react-i18next';
import { EmptyRowsIcon } from '@/components/icons';
import { Button } from '../button';

type EmptyRowsProps = { query: string; emptyText?: string | undefined; onClearSearch: () => void };

/** What an empty table says: why it is empty, and the way out when a search emptied it. */
export function EmptyRows({ query, emptyText, onClearSearch }: EmptyRowsProps) {
  const { t } = useTranslation(['common', 'kit']);
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center text-slate-700">
      <EmptyRowsIcon className="size-8 text-slate-400" />
      {query.trim() ? (
        <>
          <p className="break-words">{t('kit:table.noMatch', { query: query.trim() })}</p>
          <Button variant="secondary" size="sm" onClick={onClearSearch}>
            {t('kit:table.clearSearch')}
          </Button>
        </>
      ) : (
        <p>{emptyText ?? t('noDataAvailable')}</p>
      )}
    </div>
  );
}

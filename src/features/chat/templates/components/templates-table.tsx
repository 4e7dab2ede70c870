import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable, type PageSize } from '@/components/ui/data-table/data-table';
import { RetryPanel } from '@/components/ui/retry-panel';
import { RefusedLinkNotice } from '@/components/ui/refused-link-notice';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import type { MessageTemplate } from '../schemas/template';
import { templateColumns, type TemplateActions } from './template-columns';

/** Template table sizes (chat spec sections 2 and 9): 25, 50 and All; 25 first. */
export const TEMPLATE_PAGE_SIZES: readonly PageSize[] = [25, 50, 'all'];

export type TemplatesTableProps = TemplateActions & {
  templates: MessageTemplate[];
  loading?: boolean;
  /** Already-translated failure of loading the list; shown with a retry instead of the table. */
  error?: string | null;
  retrying?: boolean;
  onRetry: () => void;
  onCreate: () => void;
  /** The table's filter, order and page, when the page keeps them (in its address). */
  view?: TableViewControl;
  /** The address named a view the table refuses: its defaults show, with a notice. */
  refusedLink?: boolean;
};

/** /MessageTemplate: the quick message templates with create, edit and delete. */
export function TemplatesTable({
  templates,
  loading = false,
  error,
  retrying = false,
  onRetry,
  onCreate,
  onEdit,
  onDelete,
  view,
  refusedLink = false,
}: TemplatesTableProps) {
  const { t } = useTranslation(['chat-templates', 'common']);
  const columns = useMemo(() => templateColumns(t, { onEdit, onDelete }), [t, onEdit, onDelete]);

  return (
    <div className="h-full space-y-4 overflow-auto p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('page.title')}</h2>
        <Button onClick={onCreate} disabled={loading || !!error}>
          {t('page.create')}
        </Button>
      </div>
      {refusedLink && <RefusedLinkNotice />}
      {error ? (
        <RetryPanel title={t('page.loadFailed')} message={error} retrying={retrying} onRetry={onRetry} />
      ) : (
        <DataTable
          data={templates}
          columns={columns}
          getRowId={(row) => String(row.id)}
          loading={loading}
          caption={t('page.title')}
          searchLabel={t('page.search')}
          emptyText={t('page.empty')}
          initialPageSize={25}
          pageSizes={TEMPLATE_PAGE_SIZES}
          view={view}
        />
      )}
    </div>
  );
}

import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import { formatMoney } from '@/lib/money';
import type { Sr02Row } from '../schemas/sr02-report';

const column = createColumnHelper<Sr02Row>();

/** SR02 data list: agent name, total in, total out; text filter and 10/25/50/All. */
export function Sr02List({ rows, loading, view }: { rows: Sr02Row[]; loading?: boolean; view?: TableViewControl }) {
  const { t } = useTranslation('reports');
  const columns = useMemo(
    () => [
      column.accessor('username', { header: t('columns.username') }),
      column.accessor('total_in', {
        header: t('columns.totalIn'),
        cell: (c) => formatMoney(c.getValue()),
        meta: { kind: 'money' },
      }),
      column.accessor('total_out', {
        header: t('columns.totalOut'),
        cell: (c) => formatMoney(c.getValue()),
        meta: { kind: 'money' },
      }),
    ],
    [t],
  );
  return (
    <DataTable<Sr02Row>
      data={rows}
      columns={columns}
      getRowId={(r) => r.username}
      loading={loading}
      searchLabel={t('table.search')}
      caption={t('table.caption')}
      initialPageSize={10}
      exportFileName="sr02.csv"
      view={view}
    />
  );
}

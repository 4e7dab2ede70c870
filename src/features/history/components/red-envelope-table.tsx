import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import type { MoneyDirection } from '@/components/ui/money-text';
import type { RedEnvelopeRow } from '../schemas/history-rows';
import { amountColumn, createdAtColumn } from './history-columns';
import { EnvelopeStatusBadge } from './status-badge';
import { envelopeStatusLabel } from './status-labels';

const column = createColumnHelper<RedEnvelopeRow>();

/** Type 1 is an envelope sent (points out of self), 2 one received (in). */
export function envelopeDirection(type: number): MoneyDirection | undefined {
  if (type === 1) return 'out';
  if (type === 2) return 'in';
  return undefined;
}

/**
 * Red-envelope history rows (spec section 2): created_at, type, self, other, amount, and a status
 * column when the server sends statuses (the spec's rows have none).
 */
export function RedEnvelopeTable({
  rows,
  loading,
  view,
}: {
  rows: RedEnvelopeRow[];
  loading?: boolean;
  view?: TableViewControl | undefined;
}) {
  const { t } = useTranslation('history');
  const withStatus = useMemo(() => rows.some((r) => r.status !== undefined), [rows]);
  const columns = useMemo(() => {
    const typeLabel = (type: number) =>
      type === 1 || type === 2 ? t(`redEnvelopeType.${type}`) : t('transactionType.unknown', { value: type });
    const statusLabel = (status: string | undefined) => {
      if (status === undefined) return '';
      const label = envelopeStatusLabel(status);
      return t(label.key, label.values);
    };
    const status = column.accessor('status', {
      header: t('columns.status'),
      cell: (c) => {
        const value = c.getValue();
        return value === undefined ? null : <EnvelopeStatusBadge status={value} />;
      },
      meta: { searchValue: (r) => statusLabel(r.status), exportValue: (r) => statusLabel(r.status) },
    });
    return [
      createdAtColumn<RedEnvelopeRow>(t('columns.createdAt')),
      column.accessor('type', {
        header: t('columns.type'),
        cell: (c) => typeLabel(c.getValue()),
        meta: { searchValue: (r) => typeLabel(r.type), exportValue: (r) => typeLabel(r.type) },
      }),
      column.accessor('self_username', { header: t('columns.selfUsername') }),
      column.accessor('other_username', { header: t('columns.otherUsername') }),
      amountColumn<RedEnvelopeRow>(t('columns.amount'), envelopeDirection),
      ...(withStatus ? [status] : []),
    ];
  }, [t, withStatus]);

  return (
    <DataTable<RedEnvelopeRow>
      data={rows}
      columns={columns}
      // Rows may come without an id: time, parties and amount identify one.
      getRowId={(r) =>
        r.id !== undefined
          ? String(r.id)
          : `${r.created_at}|${r.self_username}|${r.other_username}|${r.amount}|${r.type}`
      }
      loading={loading}
      view={view}
      searchLabel={t('table.search')}
      caption={t('table.redEnvelopes')}
      initialPageSize={10}
      exportFileName="red-envelopes.csv"
    />
  );
}

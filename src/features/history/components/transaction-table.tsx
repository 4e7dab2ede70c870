import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import { formatPlatformTime } from '@/lib/dates';
import { formatAmount } from '@/lib/money';
import type { TransactionRow } from '../schemas/history-rows';
import { TransactionStatusBadge } from './status-badge';

const column = createColumnHelper<TransactionRow>();

export type TransactionTableProps = {
  rows: TransactionRow[];
  loading?: boolean;
  onEditRemark: (row: TransactionRow) => void;
};

/** Transaction history rows (spec section 2) with a remark edit per row. */
export function TransactionTable({ rows, loading, onEditRemark }: TransactionTableProps) {
  const { t } = useTranslation('history');
  const columns = useMemo(() => {
    const typeLabel = (type: number) =>
      [1, 2, 3, 4].includes(type) ? t(`transactionType.${type}`) : t('transactionType.unknown', { value: type });
    const statusLabel = (status: number) =>
      [0, 1, 2, 3, 4].includes(status) ? t(`status.${status}`) : t('status.unknown', { value: status });
    return [
      column.accessor('created_at', { header: t('columns.createdAt'), cell: (c) => formatPlatformTime(c.getValue()) }),
      column.accessor('id', { header: t('columns.id') }),
      column.accessor('type', {
        header: t('columns.type'),
        cell: (c) => typeLabel(c.getValue()),
        meta: { searchValue: (r) => typeLabel(r.type), exportValue: (r) => typeLabel(r.type) },
      }),
      column.accessor('member_username', { header: t('columns.memberUsername') }),
      column.accessor('member_nickname', { header: t('columns.memberNickname') }),
      column.accessor('amount', {
        header: t('columns.amount'),
        cell: (c) => formatAmount(c.getValue()),
        meta: { className: 'text-end tabular-nums' },
      }),
      column.accessor('status', {
        header: t('columns.status'),
        cell: (c) => <TransactionStatusBadge status={c.getValue()} />,
        meta: { searchValue: (r) => statusLabel(r.status), exportValue: (r) => statusLabel(r.status) },
      }),
      column.accessor('user_username', { header: t('columns.userUsername') }),
      column.accessor('remark', { header: t('columns.remark'), meta: { className: 'max-w-64 break-words' } }),
      column.display({
        id: 'actions',
        header: t('columns.actions'),
        meta: { label: t('columns.actions'), searchValue: false },
        cell: (c) => (
          <Button
            size="sm"
            variant="secondary"
            className="whitespace-nowrap"
            onClick={() => onEditRemark(c.row.original)}
            aria-label={t('editRemark.buttonFor', { id: c.row.original.id })}
          >
            {t('editRemark.button')}
          </Button>
        ),
      }),
    ];
  }, [t, onEditRemark]);

  return (
    <DataTable<TransactionRow>
      data={rows}
      columns={columns}
      getRowId={(r) => String(r.id)}
      loading={loading}
      searchLabel={t('table.search')}
      caption={t('table.transactions')}
      initialPageSize={10}
      exportFileName="transactions.csv"
    />
  );
}

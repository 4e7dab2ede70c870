import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import type { MoneyDirection } from '@/components/ui/money-text';
import type { TransactionRow } from '../schemas/history-rows';
import { TransactionStatusBadge } from './status-badge';
import { transactionStatusLabel } from './status-labels';
import { amountColumn, createdAtColumn } from './history-columns';

const column = createColumnHelper<TransactionRow>();

/**
 * The member's side of a transfer (spec transfer kinds): 1 in, 3 gift and 4 make-up are treated as in,
 * 5 into the game wallet is in, 2 out and 6 deducted from the game wallet are out. Other types show
 * the amount unsigned rather than guess.
 */
export function transactionDirection(type: number): MoneyDirection | undefined {
  if (type === 1 || type === 3 || type === 4 || type === 5) return 'in';
  if (type === 2 || type === 6) return 'out';
  return undefined;
}

export type TransactionTableProps = {
  rows: TransactionRow[];
  loading?: boolean;
  onEditRemark: (row: TransactionRow) => void;
  /** Filter, order and page owned by the screen (kept in the address). */
  view?: TableViewControl | undefined;
};

/** Transaction history rows (spec section 2) with a remark edit per row. */
export function TransactionTable({ rows, loading, onEditRemark, view }: TransactionTableProps) {
  const { t } = useTranslation('history');
  const columns = useMemo(() => {
    const typeLabel = (type: number) =>
      [1, 2, 3, 4].includes(type) ? t(`transactionType.${type}`) : t('transactionType.unknown', { value: type });
    const statusLabel = (status: number) => {
      const label = transactionStatusLabel(status);
      return t(label.key, label.values);
    };
    return [
      createdAtColumn<TransactionRow>(t('columns.createdAt')),
      column.accessor('id', { header: t('columns.id') }),
      column.accessor('type', {
        header: t('columns.type'),
        cell: (c) => typeLabel(c.getValue()),
        meta: { searchValue: (r) => typeLabel(r.type), exportValue: (r) => typeLabel(r.type) },
      }),
      column.accessor('member_username', { header: t('columns.memberUsername') }),
      column.accessor('member_nickname', { header: t('columns.memberNickname') }),
      amountColumn<TransactionRow>(t('columns.amount'), transactionDirection),
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
        meta: { label: t('columns.actions'), searchValue: false, actions: true },
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
      view={view}
      searchLabel={t('table.search')}
      caption={t('table.transactions')}
      initialPageSize={10}
      exportFileName="transactions.csv"
    />
  );
}

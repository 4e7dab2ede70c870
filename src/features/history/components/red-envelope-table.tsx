import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import { formatPlatformTime } from '@/lib/dates';
import { formatAmount } from '@/lib/money';
import type { RedEnvelopeRow } from '../schemas/history-rows';

const column = createColumnHelper<RedEnvelopeRow>();

/** Red-envelope history rows (spec section 2): created_at, type, self, other, amount. */
export function RedEnvelopeTable({ rows, loading }: { rows: RedEnvelopeRow[]; loading?: boolean }) {
  const { t } = useTranslation('history');
  const columns = useMemo(() => {
    const typeLabel = (type: number) =>
      type === 1 || type === 2 ? t(`redEnvelopeType.${type}`) : t('transactionType.unknown', { value: type });
    return [
      column.accessor('created_at', { header: t('columns.createdAt'), cell: (c) => formatPlatformTime(c.getValue()) }),
      column.accessor('type', {
        header: t('columns.type'),
        cell: (c) => typeLabel(c.getValue()),
        meta: { searchValue: (r) => typeLabel(r.type), exportValue: (r) => typeLabel(r.type) },
      }),
      column.accessor('self_username', { header: t('columns.selfUsername') }),
      column.accessor('other_username', { header: t('columns.otherUsername') }),
      column.accessor('amount', {
        header: t('columns.amount'),
        cell: (c) => formatAmount(c.getValue()),
        meta: { className: 'text-end tabular-nums' },
      }),
    ];
  }, [t]);

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
      searchLabel={t('table.search')}
      caption={t('table.redEnvelopes')}
      initialPageSize={10}
      exportFileName="red-envelopes.csv"
    />
  );
}

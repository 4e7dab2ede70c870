import type { ColumnDef } from '@tanstack/react-table';
import { MoneyText, rawMoney, type MoneyDirection } from '@/components/ui/money-text';
import { formatPlatformTime } from '@/lib/dates';

type Timed = { created_at: string };
type Moved = { amount: string | number; type: number };

/** When a record happened, in the platform's zone; sorts and exports as that `YYYY-MM-DD HH:mm:ss` text. */
export function createdAtColumn<T extends Timed>(header: string): ColumnDef<T, string> {
  return {
    id: 'created_at',
    header,
    accessorFn: (r) => r.created_at,
    cell: (c) => formatPlatformTime(c.getValue()),
    meta: {
      kind: 'date',
      sortValue: (r) => formatPlatformTime(r.created_at),
      exportValue: (r) => formatPlatformTime(r.created_at),
    },
  };
}

/** A record's amount with the sign and colour of its direction; sorts and exports as the signed number. */
export function amountColumn<T extends Moved>(
  header: string,
  direction: (type: number) => MoneyDirection | undefined,
): ColumnDef<T, string | number> {
  return {
    id: 'amount',
    header,
    accessorFn: (r) => r.amount,
    cell: (c) => <MoneyText value={c.getValue()} direction={direction(c.row.original.type)} />,
    meta: {
      kind: 'money',
      sortValue: (r) => Number(rawMoney(r.amount, direction(r.type)) || NaN),
      exportValue: (r) => rawMoney(r.amount, direction(r.type)),
      searchValue: (r) => String(r.amount),
    },
  };
}

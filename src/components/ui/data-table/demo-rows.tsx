import type { ColumnDef } from '@tanstack/react-table';
import { formatMoney } from '@/lib/money';
import { RowActions } from './row-actions';

/** Deterministic rows for the table's stories and tests (no randomness: stable snapshots). */
export type DemoRow = { id: number; name: string; city: string; balance: string };

const CITIES = ['Taipei', 'Jakarta', 'Kuala Lumpur', 'Chennai', 'Hanoi', 'Bangkok', 'Yangon', 'Moscow', 'Dhaka'];

export function demoRows(count: number): DemoRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `member${String(i + 1).padStart(5, '0')}`,
    city: CITIES[i % CITIES.length] as string,
    balance: `${(i * 7919) % 100000}.${String((i * 31) % 100).padStart(2, '0')}`,
  }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack column values differ per column
export const demoColumns: ColumnDef<DemoRow, any>[] = [
  { accessorKey: 'id', header: 'ID' },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'city', header: 'City' },
  {
    accessorKey: 'balance',
    header: 'Balance',
    cell: (ctx) => formatMoney(ctx.getValue<string>()),
    meta: { kind: 'money' },
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableHiding: false,
    meta: { label: 'Actions', actions: true },
    cell: (ctx) => {
      const name = ctx.row.original.name;
      return (
        <RowActions
          rowName={name}
          actions={[
            { id: 'open', label: 'Open', accessibleName: `Open ${name}`, onSelect: () => {} },
            { id: 'edit', label: 'Edit', accessibleName: `Edit ${name}`, onSelect: () => {} },
            { id: 'close', label: 'Close', accessibleName: `Close ${name}`, danger: true, onSelect: () => {} },
          ]}
        />
      );
    },
  },
];

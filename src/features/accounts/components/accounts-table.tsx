import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { TableViewControl } from '@/components/ui/data-table/table-view';
import type { ColumnLayoutControl } from '@/components/ui/data-table/column-layout';
import type { ColumnVisibilityControl } from '@/lib/use-stored-column-visibility';
import type { Permission } from '@/lib/schemas/menu';
import type { ManagedAccount } from '../schemas/account';
import { accountColumns, type RowAction } from './account-columns';

export type AccountsTableProps = {
  caption: string;
  rows: ManagedAccount[];
  loading?: boolean;
  permissions: ReadonlySet<Permission>;
  /** Balance and withdraw_confirm (hidden on /user for a role-2 viewer). */
  showMoneyColumns: boolean;
  /** The viewer has several wallets: the game wallet shows too. */
  showGameWallet: boolean;
  /** A server search is showing: usernames are not masked. */
  serverSearchActive?: boolean;
  /** Label of the add button; no button when absent (it exists only on the customer-service page). */
  addLabel?: string | undefined;
  onAdd?: () => void;
  onAction: (action: RowAction, account: ManagedAccount, displayName: string) => void;
  onOpenHistory: (account: ManagedAccount, path: string) => void;
  /** Which columns show, owned (and remembered) by the page. */
  columnVisibility?: ColumnVisibilityControl;
  /** Which columns show, in which order and how wide, owned (and remembered) by the page. */
  columnLayout?: ColumnLayoutControl;
  exportFileName: string;
  excelFileName?: string;
  /** The table's filter, order and page, owned by the page (kept in the address). */
  view?: TableViewControl;
};

/** The management list's table: columns by the spec's rules, masking lifted while a search is active. */
export function AccountsTable({
  caption,
  rows,
  loading,
  permissions,
  showMoneyColumns,
  showGameWallet,
  serverSearchActive = false,
  addLabel,
  onAdd,
  onAction,
  onOpenHistory,
  columnVisibility,
  columnLayout,
  exportFileName,
  excelFileName,
  view,
}: AccountsTableProps) {
  const { t } = useTranslation('accounts');
  // The text typed lifts the masking at its first letter; the page's view (the address) gets it
  // after a pause, and a filter it brings (a link, Back) lifts the masking as one typed here does.
  const outerQuery = view?.[0].query;
  const [typed, setTyped] = useState<{ query: string; over: string | undefined } | null>(null);
  const query = typed && typed.over === outerQuery ? typed.query : (outerQuery ?? '');
  const filtering = query.trim() !== '';
  const searchActive = filtering || serverSearchActive;
  const columns = useMemo(
    () => accountColumns({ t, permissions, searchActive, showMoneyColumns, showGameWallet, onAction, onOpenHistory }),
    [t, permissions, searchActive, showMoneyColumns, showGameWallet, onAction, onOpenHistory],
  );
  return (
    <DataTable<ManagedAccount>
      data={rows}
      columns={columns}
      getRowId={(r) => String(r.id)}
      loading={loading}
      caption={caption}
      searchLabel={t('list.filter')}
      initialPageSize={10}
      columnVisibility={columnVisibility}
      columnLayout={columnLayout}
      exportFileName={exportFileName}
      excelFileName={excelFileName}
      onSearchChange={(q) => setTyped({ query: q, over: outerQuery })}
      view={view}
      toolbar={
        addLabel && onAdd ? (
          <Button size="sm" onClick={onAdd}>
            {addLabel}
          </Button>
        ) : undefined
      }
    />
  );
}

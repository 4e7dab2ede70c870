import { Badge } from '@/components/ui/badge';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { RowActions } from '@/components/ui/data-table/row-actions';
import type { Permission } from '@/lib/schemas/menu';
import { historyPath, maskedHistoryPath } from '@/lib/links/history-links';
import { displayBalance, effectiveBalance, isUnlimited } from '@/lib/money';
import { displayUsername, shouldMaskUsername } from '../lib/display-rules';
import type { ManagedAccount } from '../schemas/account';

export type RowAction = 'transaction' | 'edit' | 'freeze' | 'deposit';

export type AccountColumnsOptions = {
  t: TFunction;
  permissions: ReadonlySet<Permission>;
  /** A text filter or server search is active: usernames show in full. */
  searchActive: boolean;
  showMoneyColumns: boolean;
  showGameWallet: boolean;
  /** `displayName` is the username exactly as the row shows it (masked or not), for the dialog it opens. */
  onAction: (action: RowAction, account: ManagedAccount, displayName: string) => void;
  /**
   * Opens the account's transaction history (always allowed: /transaction/list/*) at `path`, which
   * names the account only as the row does: a masked row's path carries an opaque reference.
   */
  onOpenHistory: (account: ManagedAccount, path: string) => void;
};

/** The row's history address: a masked name stays out of the link and the address bar (lib/links/history-links.ts). */
const rowHistoryPath = (account: Pick<ManagedAccount, 'username' | 'is_sub'>, masked: boolean) =>
  masked ? maskedHistoryPath(account.username) : historyPath(account.username);

/** In the order a row offers them: History and the first of these as links, the rest under More, Freeze last. */
const ROW_ACTIONS: { action: RowAction; permission: Permission; danger?: boolean }[] = [
  { action: 'transaction', permission: 'transaction' },
  { action: 'edit', permission: 'edit' },
  { action: 'deposit', permission: 'deposit' },
  { action: 'freeze', permission: 'delete', danger: true },
];

/** Columns of the management list (spec section 2); buttons follow the menu entry's permissions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack column values differ per column
export function accountColumns(o: AccountColumnsOptions): ColumnDef<ManagedAccount, any>[] {
  const { t } = o;
  const mask = { canMask: o.permissions.has('encryption_username'), searchActive: o.searchActive };
  const unlimited = t('common:unlimited');
  const actions = ROW_ACTIONS.filter((a) => o.permissions.has(a.permission));

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack column values differ per column
  const columns: ColumnDef<ManagedAccount, any>[] = [
    {
      id: 'username',
      accessorKey: 'username',
      header: t('columns.username'),
      cell: (ctx) => <span className="font-medium">{displayUsername(ctx.row.original, mask)}</span>,
      meta: { exportValue: (r) => displayUsername(r, mask) },
    },
    { id: 'nickname', accessorKey: 'nickname', header: t('columns.nickname') },
  ];
  if (o.showMoneyColumns)
    columns.push({
      id: 'balance',
      accessorFn: (r) => r.balance ?? '',
      header: t('columns.balance'),
      cell: (ctx) => displayBalance(ctx.row.original, unlimited),
      meta: {
        kind: 'money',
        // Unlimited sorts above every amount; CSV gets the raw number (unlimited stays a word).
        sortValue: (r) =>
          isUnlimited(r.limit_of_credit) || isUnlimited(r.balance) ? Infinity : Number(effectiveBalance(r)),
        exportValue: (r) =>
          isUnlimited(r.limit_of_credit) || isUnlimited(r.balance) ? unlimited : effectiveBalance(r),
        searchValue: (r) => displayBalance(r, unlimited),
      },
    });
  if (o.showGameWallet)
    columns.push({
      id: 'game_wallet',
      accessorFn: (r) => r.game_wallet ?? '',
      header: t('columns.gameWallet'),
      cell: (ctx) =>
        displayBalance(
          { balance: ctx.row.original.game_wallet ?? '0', limit_of_credit: null, used_credit: null },
          unlimited,
        ),
      meta: { kind: 'money', searchValue: false },
    });
  columns.push({
    id: 'status',
    accessorFn: (r) => (r.status === 1 ? t('status.normal') : t('status.disabled')),
    header: t('columns.status'),
    cell: (ctx) => <Badge tone={ctx.row.original.status === 1 ? 'success' : 'neutral'}>{ctx.getValue<string>()}</Badge>,
  });
  if (o.showMoneyColumns)
    columns.push({
      id: 'withdraw_confirm',
      accessorFn: (r) => (r.withdraw_confirm === 1 ? t('withdrawConfirm.required') : t('withdrawConfirm.notRequired')),
      header: t('columns.withdrawConfirm'),
    });
  columns.push({
    id: 'actions',
    header: () => <span className="sr-only">{t('columns.actions')}</span>,
    enableHiding: false,
    meta: { label: t('columns.actions'), searchValue: false, actions: true, className: 'w-px whitespace-nowrap' },
    cell: (ctx) => {
      const account = ctx.row.original;
      const name = displayUsername(account, mask);
      const path = rowHistoryPath(account, shouldMaskUsername(account, mask));
      return (
        <RowActions
          rowName={name}
          actions={[
            {
              id: 'history',
              label: t('actions.history'),
              accessibleName: `${t('actions.history')} ${name}`,
              href: path,
              onSelect: () => o.onOpenHistory(account, path),
            },
            ...actions.map(({ action, danger }) => ({
              id: action,
              label: t(`actions.${action}`),
              accessibleName: `${t(`actions.${action}`)} ${name}`,
              danger,
              disabled: action === 'freeze' && account.status === 0,
              onSelect: () => o.onAction(action, account, name),
            })),
          ]}
        />
      );
    },
  });
  return columns;
}

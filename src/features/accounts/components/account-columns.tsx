import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Button, buttonVariants } from '@/components/ui/button';
import type { Permission } from '@/lib/session/schemas/menu';
import { displayBalance } from '@/lib/money';
import { displayUsername } from '../lib/display-rules';
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
  /** Opens the account's transaction history (always allowed: /transaction/list/*). */
  onOpenHistory: (account: ManagedAccount) => void;
};

export const historyPath = (account: Pick<ManagedAccount, 'username'>) =>
  `/transaction/list/${encodeURIComponent(account.username)}`;

const ROW_ACTIONS: { action: RowAction; permission: Permission; variant: 'secondary' | 'danger' }[] = [
  { action: 'transaction', permission: 'transaction', variant: 'secondary' },
  { action: 'edit', permission: 'edit', variant: 'secondary' },
  { action: 'freeze', permission: 'delete', variant: 'danger' },
  { action: 'deposit', permission: 'deposit', variant: 'secondary' },
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
        className: 'text-end tabular-nums',
        exportValue: (r) => displayBalance(r, unlimited),
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
      meta: { className: 'text-end tabular-nums', searchValue: false },
    });
  columns.push({
    id: 'status',
    accessorFn: (r) => (r.status === 1 ? t('status.normal') : t('status.disabled')),
    header: t('columns.status'),
    cell: (ctx) => (
      <span
        className={
          ctx.row.original.status === 1
            ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800'
            : 'rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800'
        }
      >
        {ctx.getValue<string>()}
      </span>
    ),
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
    meta: { label: t('columns.actions'), searchValue: false, className: 'w-px whitespace-nowrap' },
    cell: (ctx) => {
      const account = ctx.row.original;
      const name = displayUsername(account, mask);
      return (
        <div className="flex gap-1.5">
          <a
            href={historyPath(account)}
            aria-label={`${t('actions.history')} ${name}`}
            className={buttonVariants({ size: 'sm', variant: 'ghost' })}
            onClick={(event) => {
              // A plain click stays in the app; a modified click opens a tab as links do.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              o.onOpenHistory(account);
            }}
          >
            {t('actions.history')}
          </a>
          {actions.map(({ action, variant }) => (
            <Button
              key={action}
              size="sm"
              variant={variant}
              disabled={action === 'freeze' && account.status === 0}
              aria-label={`${t(`actions.${action}`)} ${name}`}
              onClick={() => o.onAction(action, account, name)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </div>
      );
    },
  });
  return columns;
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LazyDialogSlot, lazyDialog } from '@/components/ui/lazy-dialog-slot';
import { useNotice } from '@/components/ui/notice';
import { DETAIL_TOAST_MS } from '@/components/ui/toast';
import { useMenu } from '@/lib/session/api/get-menu';
import { useCurrentUserView, userViewQueryOptions } from '@/lib/session/api/get-user-view';
import { permissionsFor } from '@/lib/session/schemas/menu';
import { errorMessage } from '@/lib/api/error-message';
import { useAddAccount } from '../api/add-account';
import { useEditAccount } from '../api/edit-account';
import { useFreezeAccount } from '../api/freeze-account';
import { LIST_PER_PAGE, useAccounts, type AccountListParams } from '../api/get-accounts';
import { accountKeys } from '../api/keys';
import type { RowAction } from '../components/account-columns';
import { AccountSearchForm } from '../components/account-search-form';
import { AccountsTable } from '../components/accounts-table';
import { FormError } from '../components/form-error';
import { ListTruncatedNotice } from '../components/list-truncated-notice';
import { hidesMoneyColumns } from '../lib/display-rules';
import type { ManagedAccount } from '../schemas/account';
import type { AccountSearchInput } from '../schemas/account-search';
import { editAccountPayload } from '../schemas/edit-account';
import { TransferFlow } from './transfer-flow';
import { useListRoute } from './use-list-route';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useStoredColumnVisibility } from '@/lib/use-stored-column-visibility';
import { useViewerRole } from '@/lib/session/viewer';

// The dialogs' code (forms, rules, Headless UI's Dialog) comes as each first opens.
const AddAccountDialog = lazyDialog(() => import('../components/add-account-dialog').then((m) => m.AddAccountDialog));
const EditAccountDialog = lazyDialog(() =>
  import('../components/edit-account-dialog').then((m) => m.EditAccountDialog),
);
const ConfirmDialog = lazyDialog(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));

/** The pointer or the focus reached the list: its dialogs' code comes now, so the first one opens at once. */
function preloadDialogs() {
  AddAccountDialog.preload();
  EditAccountDialog.preload();
  ConfirmDialog.preload();
  TransferFlow.preload();
}

/** `displayName`: the username as the row showed it; every dialog names the account the same way. */
type DialogState = { kind: 'add' } | { kind: RowAction; account: ManagedAccount; displayName: string } | null;

/**
 * The management list of /agent, /user and /customer_service (spec section 2).
 *
 * Two searches, on purpose: the table's text box filters the 50,000 loaded rows on the client
 * (instant, any column), while the username/nickname form is the spec's server search
 * (api/user/list with username, nickname, page), for accounts the full list does not carry and
 * for a fresh answer from the server. Its payload names no role, so its rows are narrowed to
 * this page's kind of account. Either search lifts the username masking.
 */
export default function ManagementListPage() {
  const { t } = useTranslation('accounts');
  const notice = useNotice();
  const queryClient = useQueryClient();
  const { meta, url } = useListRoute();
  const listRole = meta.listRole ?? 2;
  const menu = useMenu();
  const viewer = useCurrentUserView();
  const viewerRole = useViewerRole();
  const permissions = useMemo(() => permissionsFor(menu.data ?? [], url), [menu.data, url]);

  const [search, setSearch] = useState<AccountSearchInput | null>(null);
  const params: AccountListParams = search
    ? { username: search.username, nickname: search.nickname, page: 1 }
    : { role_id: listRole, page: 1, per_page: LIST_PER_PAGE };
  const list = useAccounts(params);
  const rows = useMemo(() => {
    const data = list.data?.rows ?? [];
    return search ? data.filter((r) => (listRole === 3 ? r.role_id === 3 : r.role_id !== 3)) : data;
  }, [list.data, search, listRole]);

  const columnVisibility = useStoredColumnVisibility(`accounts.${url.replace(/^\//, '')}`);
  const [dialog, setDialog] = useState<DialogState>(null);
  const once = useOneAtATime();
  const navigate = useNavigate();
  const add = useAddAccount({
    mutationConfig: {
      onSuccess: (_data, input) => {
        setDialog(null);
        notice.toast(t('alerts.createdDetail', { username: input.username }), {
          tone: 'success',
          durationMs: DETAIL_TOAST_MS,
        });
      },
    },
  });
  const edit = useEditAccount({
    mutationConfig: {
      onSuccess: () => {
        const name = dialog && 'displayName' in dialog ? dialog.displayName : '';
        setDialog(null);
        notice.toast(name ? t('alerts.editedDetail', { username: name }) : t('alerts.edited'), {
          tone: 'success',
          durationMs: DETAIL_TOAST_MS,
        });
      },
    },
  });
  const freeze = useFreezeAccount({
    mutationConfig: {
      onSuccess: () => {
        const name = dialog && 'displayName' in dialog ? dialog.displayName : '';
        setDialog(null);
        notice.toast(name ? t('alerts.frozenDetail', { username: name }) : t('alerts.frozen'), {
          tone: 'success',
          durationMs: DETAIL_TOAST_MS,
        });
      },
      onError: (error) => {
        setDialog(null);
        notice.alert({ message: errorMessage(error, t), tone: 'error' });
      },
    },
  });
  // Each dialog opens clean: no error left over from an earlier attempt.
  const { reset: resetAdd } = add;
  const { reset: resetEdit } = edit;
  const open = useCallback(
    (next: Exclude<DialogState, null>) => {
      resetAdd();
      resetEdit();
      setDialog(next);
    },
    [resetAdd, resetEdit],
  );
  const close = () => setDialog(null);
  const openHistory = useCallback((_account: ManagedAccount, path: string) => navigate(path), [navigate]);
  const onAction = useCallback(
    (action: RowAction, account: ManagedAccount, displayName: string) => open({ kind: action, account, displayName }),
    [open],
  );

  const refreshAfterTransfer = () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: userViewQueryOptions(viewer.data?.id ?? null).queryKey });
  };

  // The game wallet is money too: hidden wherever balance is.
  const showMoney = !hidesMoneyColumns(url, viewerRole);
  const title = meta.listTitle ? t(meta.listTitle) : '';
  const self = dialog && 'account' in dialog && dialog.account.id === viewer.data?.id;

  return (
    <section
      className="space-y-4"
      aria-labelledby="management-list-title"
      onPointerEnter={preloadDialogs}
      onFocus={preloadDialogs}
    >
      <h2 id="management-list-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <AccountSearchForm
        active={search}
        pending={!!search && list.isFetching}
        onSearch={(s) => setSearch(s.username || s.nickname ? s : null)}
        onReset={() => setSearch(null)}
      />
      {list.isError && (
        <div className="flex flex-wrap items-center gap-3">
          <FormError message={errorMessage(list.error, t)} />
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      )}
      {!search && list.data && list.data.total > list.data.rows.length && (
        <ListTruncatedNotice total={list.data.total} shown={list.data.rows.length} />
      )}
      <AccountsTable
        caption={title}
        rows={rows}
        loading={list.isPending}
        permissions={permissions}
        showMoneyColumns={showMoney}
        showGameWallet={showMoney && viewer.data?.is_multiple_wallet === 1}
        serverSearchActive={!!search}
        addLabel={url === '/customer_service' && meta.addTitle ? t(meta.addTitle) : undefined}
        onAdd={() => open({ kind: 'add' })}
        onAction={onAction}
        onOpenHistory={openHistory}
        columnVisibility={columnVisibility}
        exportFileName={`${url.replace(/^\//, '') || 'accounts'}.csv`}
      />

      <LazyDialogSlot open={dialog?.kind === 'add'}>
        {dialog?.kind === 'add' && (
          <AddAccountDialog
            open
            onOpenChange={(open) => !open && close()}
            title={meta.addTitle ? t(meta.addTitle) : t('actions.add')}
            pending={add.isPending}
            error={add.isError ? errorMessage(add.error, t) : null}
            onSubmit={(input) => once(() => add.mutateAsync(input))}
          />
        )}
      </LazyDialogSlot>
      <LazyDialogSlot open={dialog?.kind === 'edit'}>
        {dialog?.kind === 'edit' && (
          <EditAccountDialog
            open
            onOpenChange={(open) => !open && close()}
            title={meta.editTitle ? t(meta.editTitle) : t('actions.edit')}
            account={dialog.account}
            displayName={dialog.displayName}
            self={!!self}
            pending={edit.isPending}
            error={edit.isError ? errorMessage(edit.error, t) : null}
            onSubmit={(input) =>
              once(() => edit.mutateAsync(editAccountPayload(dialog.account, input, { self: !!self })))
            }
          />
        )}
      </LazyDialogSlot>
      <LazyDialogSlot open={dialog?.kind === 'freeze'}>
        <ConfirmDialog
          open={dialog?.kind === 'freeze'}
          onOpenChange={(open) => !open && close()}
          title={meta.delTitle ? t(meta.delTitle) : t('actions.freeze')}
          message={dialog?.kind === 'freeze' ? t('freeze.message', { username: dialog.displayName }) : ''}
          confirmLabel={t('freeze.confirm')}
          tone="danger"
          pending={freeze.isPending}
          onConfirm={() => dialog?.kind === 'freeze' && once(() => freeze.mutateAsync(dialog.account.id))}
        />
      </LazyDialogSlot>
      {viewer.data && (
        <TransferFlow
          request={
            dialog?.kind === 'transaction' || dialog?.kind === 'deposit'
              ? {
                  kind: dialog.kind,
                  // The row as it is now: a refresh after a transfer (or an unknown outcome) shows its balance.
                  account: rows.find((r) => r.id === dialog.account.id) ?? dialog.account,
                  displayName: dialog.displayName,
                }
              : null
          }
          viewer={viewer.data}
          onClose={close}
          onTransferred={refreshAfterTransfer}
        />
      )}
    </section>
  );
}

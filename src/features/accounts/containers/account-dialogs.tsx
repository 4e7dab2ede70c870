import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LazyDialogSlot } from '@/components/ui/lazy-dialog-slot';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { errorMessage } from '@/lib/api/error-message';
import type { UserView } from '@/lib/schemas/user-view';
import { refreshBalances } from '@/lib/transfer/refresh-balances';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { whenIdle } from '@/lib/when-idle';
import { accountKeys } from '../api/keys';
import type { ManagedAccount } from '../schemas/account';
import { editAccountPayload } from '../schemas/edit-account-payload';
import { TransferFlow } from './transfer-flow';
import type { AccountDialogsState } from './use-account-dialogs';
import type { ListRouteMeta } from './use-list-route';

// The dialogs' code (forms, rules, Headless UI's Dialog) comes as each first opens.
const AddAccountDialog = lazyWithPreload(() =>
  import('../components/add-account-dialog').then((m) => m.AddAccountDialog),
);
const EditAccountDialog = lazyWithPreload(() =>
  import('../components/edit-account-dialog').then((m) => m.EditAccountDialog),
);
const ConfirmDialog = lazyWithPreload(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));

let preloading = false;

/**
 * The pointer or the focus reached the list: its dialogs' code comes in the next idle moment, so the
 * first one opens at once and reading that code never delays a keystroke in the list's search box.
 */
export function preloadAccountDialogs() {
  if (preloading) return;
  preloading = true;
  whenIdle(() => {
    AddAccountDialog.preload();
    EditAccountDialog.preload();
    ConfirmDialog.preload();
    TransferFlow.preload();
  });
}

type AccountDialogsProps = {
  dialogs: AccountDialogsState;
  meta: ListRouteMeta;
  /** The list's rows, for the balance of the account a transfer concerns as it is now. */
  rows: ManagedAccount[];
  viewer: UserView | undefined;
};

/** The management list's dialogs: add, edit, freeze and the transfers, whichever the list opened. */
export function AccountDialogs({ dialogs, meta, rows, viewer }: AccountDialogsProps) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const once = useOneAtATime();
  const { overlay, target, close, add, edit, freeze } = dialogs;
  const { isOpen } = overlay;
  const self = !!target && target.account.id === viewer?.id;
  // What the add and edit forms share: shown open, closing when dismissed, their call's state.
  const formState = (call: { isPending: boolean; isError: boolean; error: unknown }) => ({
    open: true,
    onOpenChange: (open: boolean) => !open && close(),
    pending: call.isPending,
    error: call.isError ? errorMessage(call.error, t) : null,
  });
  return (
    <>
      <LazyDialogSlot open={isOpen('add')}>
        {isOpen('add') && (
          <AddAccountDialog
            {...formState(add)}
            title={meta.addTitle ? t(meta.addTitle) : t('actions.add')}
            onSubmit={(input) => once(() => add.mutateAsync(input))}
          />
        )}
      </LazyDialogSlot>
      <LazyDialogSlot open={isOpen('edit')}>
        {isOpen('edit') && target && (
          <EditAccountDialog
            {...formState(edit)}
            title={meta.editTitle ? t(meta.editTitle) : t('actions.edit')}
            account={target.account}
            displayName={target.displayName}
            self={!!self}
            onSubmit={(input) =>
              once(() => edit.mutateAsync(editAccountPayload(target.account, input, { self: !!self })))
            }
          />
        )}
      </LazyDialogSlot>
      <LazyDialogSlot open={isOpen('freeze')}>
        <ConfirmDialog
          {...overlay.dialogProps('freeze')}
          title={meta.delTitle ? t(meta.delTitle) : t('actions.freeze')}
          message={isOpen('freeze') && target ? t('freeze.message', { username: target.displayName }) : ''}
          confirmLabel={t('freeze.confirm')}
          tone="danger"
          pending={freeze.isPending}
          onConfirm={() => isOpen('freeze') && target && once(() => freeze.mutateAsync(target.account.id))}
        />
      </LazyDialogSlot>
      {viewer && (
        <TransferFlow
          request={
            (overlay.current === 'transaction' || overlay.current === 'deposit') && target
              ? {
                  kind: overlay.current,
                  // The row as it is now: a refresh after a transfer (or an unknown outcome) shows its balance.
                  account: rows.find((r) => r.id === target.account.id) ?? target.account,
                  displayName: target.displayName,
                }
              : null
          }
          viewer={viewer}
          onClose={close}
          // The balances moved: the list's and the viewer's own.
          onTransferred={() => void refreshBalances(queryClient, accountKeys.lists())}
        />
      )}
    </>
  );
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { DETAIL_TOAST_MS } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api/error-message';
import { useAddAccount } from '../api/add-account';
import { useEditAccount } from '../api/edit-account';
import { useFreezeAccount } from '../api/freeze-account';
import type { RowAction } from '../components/account-columns';
import type { ManagedAccount } from '../schemas/account';

/** `displayName`: the username as the row showed it; every dialog names the account the same way. */
export type DialogState = { kind: 'add' } | { kind: RowAction; account: ManagedAccount; displayName: string } | null;

/** Which of the list's dialogs is open, and the add, edit and freeze calls it makes, each closing it with a toast. */
export function useAccountDialogs() {
  const { t } = useTranslation('accounts');
  const notice = useNotice();
  const [dialog, setDialog] = useState<DialogState>(null);
  const closeWithToast = (detail: (username: string) => string, plain: string) => {
    const name = dialog && 'displayName' in dialog ? dialog.displayName : '';
    setDialog(null);
    notice.toast(name ? detail(name) : plain, { tone: 'success', durationMs: DETAIL_TOAST_MS });
  };
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
      onSuccess: () => closeWithToast((username) => t('alerts.editedDetail', { username }), t('alerts.edited')),
    },
  });
  const freeze = useFreezeAccount({
    mutationConfig: {
      onSuccess: () => closeWithToast((username) => t('alerts.frozenDetail', { username }), t('alerts.frozen')),
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
  const onAction = useCallback(
    (action: RowAction, account: ManagedAccount, displayName: string) => open({ kind: action, account, displayName }),
    [open],
  );
  return { dialog, open, close, onAction, add, edit, freeze };
}

export type AccountDialogsState = ReturnType<typeof useAccountDialogs>;

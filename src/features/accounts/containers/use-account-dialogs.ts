import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { DETAIL_TOAST_MS } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api/error-message';
import { useOverlay } from '@/lib/use-overlay';
import { useAddAccount } from '../api/add-account';
import { useEditAccount } from '../api/edit-account';
import { useFreezeAccount } from '../api/freeze-account';
import type { RowAction } from '../components/account-columns';
import type { ManagedAccount } from '../schemas/account';

export type AccountDialog = 'add' | RowAction;
/** `displayName`: the username as the row showed it; every dialog names the account the same way. */
export type AccountTarget = { account: ManagedAccount; displayName: string };

/** Which of the list's dialogs is open, and the add, edit and freeze calls it makes, each closing it with a toast. */
export function useAccountDialogs() {
  const { t } = useTranslation('accounts');
  const notice = useNotice();
  const overlay = useOverlay<AccountDialog, AccountTarget>({
    // Each dialog opens clean: no error left over from an earlier attempt.
    onOpen: () => [add, edit].forEach((call) => call.reset()),
  });
  const { close } = overlay;
  /** The account the open row dialog concerns; none while adding or when nothing is open. */
  const target = overlay.current !== null && overlay.current !== 'add' ? overlay.payload : undefined;
  const closeWithToast = (detail: (username: string) => string, plain: string) => {
    const name = target?.displayName ?? '';
    close();
    notice.toast(name ? detail(name) : plain, { tone: 'success', durationMs: DETAIL_TOAST_MS });
  };
  const add = useAddAccount({
    mutationConfig: {
      onSuccess: (_data, input) => {
        close();
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
        close();
        notice.alert({ message: errorMessage(error, t), tone: 'error' });
      },
    },
  });
  const { open } = overlay;
  const onAction = useCallback(
    (action: RowAction, account: ManagedAccount, displayName: string) => open(action, { account, displayName }),
    [open],
  );
  return { overlay, target, open, close, onAction, add, edit, freeze };
}

export type AccountDialogsState = ReturnType<typeof useAccountDialogs>;

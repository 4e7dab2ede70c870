import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/api/error-message';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { hidesAccountName } from '@/lib/session/role-policy';
import { useViewerRole } from '@/lib/session/viewer';
import { useJoinInFlight } from '@/lib/use-one-at-a-time';
import { useCreateBankCards } from '../api/create-bank-cards';
import { useDeleteBankCards } from '../api/delete-bank-cards';
import { useBankCardSetting } from '../api/get-bank-card-setting';
import { useBankCards } from '../api/get-bank-cards';
import { useOrderTypes } from '../api/get-order-types';
import { BankCardsDialog } from '../components/bank-cards-dialog';
import { bankCardAccess, bankCardsPayload } from '../schemas/bank-card';
import { useOverlay } from '@/lib/use-overlay';

export type BankCardsFlowProps = { open: boolean; onClose: () => void; username: string };

/**
 * The member's bank cards: loads the setting, the cards and the bank types; create and delete say
 * 'Success'. Delete is the spec's: it names only the member, so it takes every card (the dialog says
 * so before it is sent). Adding and deleting follow the card list's is_first / account_name_modify
 * and the role.
 */
export function BankCardsFlow({ open, onClose, username }: BankCardsFlowProps) {
  const { t } = useTranslation('chat-bank');
  const notice = useNotice();
  const operator = useCurrentUserView().data?.username ?? '';
  const setting = useBankCardSetting(username, open);
  const cards = useBankCards(username, open);
  const orderTypes = useOrderTypes(open);
  const create = useCreateBankCards({
    mutationConfig: { onSuccess: () => notice.toast(t('cards.saved'), { tone: 'success' }) },
  });
  // One card change at a time: a second click joins the running one instead of sending again.
  const join = useJoinInFlight();
  // The delete's confirmation, shown in place of the cards dialog.
  const confirm = useOverlay<'deleteAll'>();
  const remove = useDeleteBankCards({
    mutationConfig: { onSuccess: () => notice.toast(t('cards.saved'), { tone: 'success' }) },
  });
  const role = useViewerRole();
  const list = cards.data?.accounts ?? null;
  // Until the card list (and its is_first / account_name_modify) is in, nothing may be changed.
  const access = cards.data ? bankCardAccess(cards.data, role) : 'locked';
  const failed =
    setting.error ??
    cards.error ??
    orderTypes.error ??
    (create.isError ? create.error : null) ??
    (remove.isError ? remove.error : null);

  return (
    <BankCardsDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        create.reset();
        remove.reset();
        confirm.close();
        onClose();
      }}
      confirming={confirm.isOpen('deleteAll')}
      onConfirmingChange={(next) => (next ? confirm.open('deleteAll') : confirm.close())}
      username={username}
      setting={orderTypes.data ? (setting.data ?? null) : null}
      cards={list}
      orderTypes={orderTypes.data ?? []}
      access={access}
      hideAccountName={hidesAccountName(role)}
      onCreate={(values) => join(() => create.mutateAsync(bankCardsPayload(username, operator, list ?? [], values)))}
      onDeleteAll={() => join(() => remove.mutateAsync({ username, operator_cs: operator }))}
      creating={create.isPending}
      deleting={remove.isPending}
      error={failed ? errorMessage(failed, t) : null}
    />
  );
}

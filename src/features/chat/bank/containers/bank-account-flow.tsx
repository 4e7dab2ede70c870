import { useTranslation } from 'react-i18next';
import { useNotice } from '@/components/ui/notice';
import { errorMessage } from '@/lib/api/error-message';
import { hidesAccountName } from '@/lib/session/role-policy';
import { useViewerRole } from '@/lib/session/viewer';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useOverlay } from '@/lib/use-overlay';
import { useBankAccount } from '../api/get-bank-account';
import { useOrderTypes } from '../api/get-order-types';
import { useSaveBankAccount } from '../api/save-bank-account';
import { BankAccountDialog } from '../components/bank-account-dialog';
import { bankAccountPayload, canEditBankAccount } from '../schemas/bank-account';
import { BankCardsFlow } from './bank-cards-flow';
import { copyToClipboard } from './clipboard';

export type BankAccountFlowProps = { open: boolean; onClose: () => void; username: string };

/**
 * The room's bank button: the member's bank account (code 1000 closes it with 'success!'), and from
 * it the member's bank cards.
 */
export function BankAccountFlow({ open, onClose, username }: BankAccountFlowProps) {
  const { t } = useTranslation('chat-bank');
  const notice = useNotice();
  // Within the flow: the cards dialog takes the account dialog's place until it closes.
  const inner = useOverlay<'cards'>();
  const cardsOpen = inner.isOpen('cards');
  const role = useViewerRole();
  const once = useOneAtATime();
  const account = useBankAccount(username, open);
  const orderTypes = useOrderTypes(open);
  const save = useSaveBankAccount({
    mutationConfig: {
      onSuccess: () => {
        notice.toast(t('account.saved'), { tone: 'success' });
        onClose();
      },
    },
  });
  const answer = account.data ?? null;
  const failed = account.error ?? orderTypes.error ?? (save.isError ? save.error : null);

  return (
    <>
      <BankAccountDialog
        open={open && !cardsOpen}
        onOpenChange={(next) => {
          if (next) return;
          save.reset();
          onClose();
        }}
        username={username}
        account={answer && orderTypes.data ? answer : null}
        orderTypes={orderTypes.data ?? []}
        editable={!!answer && canEditBankAccount(answer, role)}
        hideAccountName={hidesAccountName(role)}
        onSubmit={(values) =>
          once(() => save.mutateAsync(bankAccountPayload(username, values, answer?.enable_bsb_code === 1)))
        }
        onCopy={copyToClipboard}
        onOpenCards={() => inner.open('cards')}
        pending={save.isPending}
        error={failed ? errorMessage(failed, t) : null}
      />
      <BankCardsFlow open={open && cardsOpen} onClose={inner.close} username={username} />
    </>
  );
}

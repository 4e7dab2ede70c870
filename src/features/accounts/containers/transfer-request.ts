import type { UserView } from '@/lib/schemas/user-view';
import type { ManagedAccount } from '../schemas/account';

// The transfer flow's props, in a file of their own: the lazily loaded session takes them too.
export type TransferRequest = {
  kind: 'transaction' | 'deposit';
  account: ManagedAccount;
  /** The username as the list shows it (masked there); the dialogs show the same. */
  displayName?: string;
};

export type TransferFlowProps = {
  /** The row action the user picked; null when no transfer is open. */
  request: TransferRequest | null;
  viewer: UserView;
  onClose: () => void;
  /** A transfer went through: the owner refreshes the list and the sidebar balance. */
  onTransferred: () => void;
};

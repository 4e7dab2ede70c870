import type { EditAccountPayload } from '@/lib/api/endpoints/accounts';
import { changedImageToSend } from '@/lib/image-field';
import type { ManagedAccount } from './account';
import type { EditAccountInput } from './edit-account';

// Apart from the form's rules (./edit-account.ts): the list sends an edit with this, and must not
// download zod for it before the dialog opens.

/** api/user/edit payload: a self edit sends no status; the thumbnail only when newly chosen. */
export function editAccountPayload(
  account: ManagedAccount,
  input: EditAccountInput,
  options: { self: boolean },
): EditAccountPayload {
  const thumbnail = changedImageToSend(input.thumbnail, account.thumbnail);
  return {
    id: account.id,
    nickname: input.nickname,
    ...(input.password ? { password: input.password, password_confirmation: input.password_confirmation } : {}),
    ...(thumbnail ? { thumbnail } : {}),
    ...(options.self ? {} : { status: input.status }),
    withdraw_confirm: input.withdraw_confirm,
  };
}

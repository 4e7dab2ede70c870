import type { EditAccountPayload } from '@/lib/api/endpoints/accounts';
import { imageToSend } from '@/lib/image-field';
import type { ManagedAccount } from './account';
import type { EditAccountInput } from './edit-account';

// Apart from the form's rules (./edit-account.ts): the list sends an edit with this, and must not
// download zod for it before the dialog opens.

/** Spec section 5: on edit the thumbnail is sent only when newly chosen; an unchanged picture never is. */
export function thumbnailToSend(value: string, current: string): string | undefined {
  return value === current ? undefined : imageToSend(value);
}

/** api/user/edit payload: a self edit sends no status; the thumbnail only when newly chosen. */
export function editAccountPayload(
  account: ManagedAccount,
  input: EditAccountInput,
  options: { self: boolean },
): EditAccountPayload {
  const thumbnail = thumbnailToSend(input.thumbnail, account.thumbnail);
  return {
    id: account.id,
    nickname: input.nickname,
    ...(input.password ? { password: input.password, password_confirmation: input.password_confirmation } : {}),
    ...(thumbnail ? { thumbnail } : {}),
    ...(options.self ? {} : { status: input.status }),
    withdraw_confirm: input.withdraw_confirm,
  };
}

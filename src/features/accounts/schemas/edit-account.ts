import { z } from 'zod';
import type { ManagedAccount } from './account';
import { PASSWORD_CHARS, PASSWORD_MAX, PASSWORD_MIN } from './account-rules';
import { thumbnailField } from './thumbnail';

/** On edit the password pair is optional: empty keeps the current password. */
const optionalPassword = z
  .string()
  .refine(
    (v) => v === '' || (v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX),
    'accounts:validation.passwordLength',
  )
  .refine((v) => PASSWORD_CHARS.test(v), 'accounts:validation.passwordChars');

export const editAccountSchema = z
  .object({
    nickname: z.string().trim().max(50, 'accounts:validation.nicknameLength'),
    password: optionalPassword,
    password_confirmation: optionalPassword,
    thumbnail: thumbnailField,
    status: z.union([z.literal(0), z.literal(1)]),
    withdraw_confirm: z.union([z.literal(0), z.literal(1)]),
  })
  // Both are sent together (spec section 5), so one of the pair alone cannot be sent.
  .refine((v) => !v.password || !!v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'accounts:validation.confirmationRequired',
  })
  .refine((v) => !v.password_confirmation || !!v.password, {
    path: ['password'],
    message: 'accounts:validation.required',
  });
export type EditAccountInput = z.infer<typeof editAccountSchema>;

export const editDefaults = (account: ManagedAccount): EditAccountInput => ({
  nickname: account.nickname,
  password: '',
  password_confirmation: '',
  thumbnail: account.thumbnail,
  status: account.status === 0 ? 0 : 1,
  withdraw_confirm: account.withdraw_confirm === 1 ? 1 : 0,
});

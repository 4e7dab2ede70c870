import { z } from 'zod';
import { PASSWORD_CHARS, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './account-rules';
import { newThumbnailField } from './thumbnail';

export const passwordField = z
  .string()
  .min(1, 'accounts:validation.required')
  .min(PASSWORD_MIN, 'accounts:validation.passwordLength')
  .max(PASSWORD_MAX, 'accounts:validation.passwordLength')
  .regex(PASSWORD_CHARS, 'accounts:validation.passwordChars');

/**
 * The add form (spec section 5). Whether password and confirmation match is left to the server,
 * as the spec says: both are sent and the server's message is shown.
 */
export const addAccountSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'accounts:validation.required')
    .min(USERNAME_MIN, 'accounts:validation.usernameLength')
    .max(USERNAME_MAX, 'accounts:validation.usernameLength'),
  nickname: z.string().trim().max(50, 'accounts:validation.nicknameLength'),
  password: passwordField,
  password_confirmation: passwordField,
  thumbnail: newThumbnailField,
});
export type AddAccountInput = z.infer<typeof addAccountSchema>;

export const emptyAddAccount: AddAccountInput = {
  username: '',
  nickname: '',
  password: '',
  password_confirmation: '',
  thumbnail: '',
};

import type { TFunction } from 'i18next';
import { fieldError as translate } from '@/components/ui/field-error';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../schemas/account-rules';

const BOUNDS: Record<string, { min: number; max: number }> = {
  'accounts:validation.usernameLength': { min: USERNAME_MIN, max: USERNAME_MAX },
  'accounts:validation.passwordLength': { min: PASSWORD_MIN, max: PASSWORD_MAX },
  'accounts:validation.nicknameLength': { min: 0, max: 50 },
};

/** An account field's error, with the length bounds its message names. */
export function fieldError(t: TFunction, message: string | undefined): string | undefined {
  return translate(t, message, message ? BOUNDS[message] : undefined);
}

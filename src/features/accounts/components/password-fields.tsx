import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { PASSWORD_MAX } from '../schemas/account-rules';
import { fieldError } from './field-error';

type PasswordPair = { password: string; password_confirmation: string };

type PasswordFieldsProps<T extends PasswordPair> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<PasswordPair>;
  values: PasswordPair;
  required: boolean;
  disabled?: boolean;
};

/** Password and its confirmation, each with the n/15 counter of the spec. */
export function PasswordFields<T extends PasswordPair>({
  register,
  errors,
  values,
  required,
  disabled,
}: PasswordFieldsProps<T>) {
  const { t } = useTranslation('accounts');
  const field = (name: keyof PasswordPair, label: string) => {
    const length = values[name].length;
    return (
      <div>
        <Field
          label={label}
          required={required}
          error={fieldError(t, errors[name]?.message)}
          hint={required ? undefined : t('form.passwordKeepHint')}
        >
          <TextInput
            type="password"
            autoComplete="new-password"
            invalid={!!errors[name]}
            disabled={disabled}
            {...register(name as Path<T>)}
          />
        </Field>
        <p
          className={cn(
            'mt-1 text-end text-xs tabular-nums',
            length > PASSWORD_MAX ? 'font-medium text-red-700' : 'text-slate-600',
          )}
        >
          {length}/{PASSWORD_MAX}
        </p>
      </div>
    );
  };
  return (
    <>
      {field('password', t('form.password'))}
      {field('password_confirmation', t('form.passwordConfirmation'))}
    </>
  );
}

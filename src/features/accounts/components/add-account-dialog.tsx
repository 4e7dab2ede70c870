import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field, TextInput } from '@/components/ui/field';
import { addAccountSchema, emptyAddAccount, type AddAccountInput } from '../schemas/add-account';
import { fieldError } from './field-error';
import { FormError } from './form-error';
import { PasswordFields } from './password-fields';
import { ThumbnailField } from './thumbnail-field';

export type AddAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onSubmit: (input: AddAccountInput) => void;
  /** While the request runs the form is locked: one click, one account. */
  pending?: boolean;
  /** The server's message when the last attempt failed. */
  error?: string | null;
};

/** Spec: username 4–10, password and confirmation 4–15 letters and digits, nickname, thumbnail. */
export function AddAccountDialog({
  open,
  onOpenChange,
  title,
  onSubmit,
  pending = false,
  error,
}: AddAccountDialogProps) {
  const { t } = useTranslation('accounts');
  const { register, control, handleSubmit, watch, formState } = useForm<AddAccountInput>({
    resolver: zodResolver(addAccountSchema),
    defaultValues: emptyAddAccount,
  });
  const errors = formState.errors;
  const [password, passwordConfirmation] = watch(['password', 'password_confirmation']);
  const formId = 'add-account-form';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      formId={formId}
      onSubmit={handleSubmit((input) => !pending && onSubmit(input))}
      pending={pending}
      submitLabel={t('form.create')}
    >
      {/* Above the fields, not under them: on this long form the refusal must be seen without scrolling. */}
      <FormError message={error} />
      <Field label={t('form.username')} required error={fieldError(t, errors.username?.message)}>
        <TextInput autoComplete="off" invalid={!!errors.username} disabled={pending} {...register('username')} />
      </Field>
      <Field label={t('form.nickname')} error={fieldError(t, errors.nickname?.message)}>
        <TextInput autoComplete="off" invalid={!!errors.nickname} disabled={pending} {...register('nickname')} />
      </Field>
      <PasswordFields
        register={register}
        errors={errors}
        values={{ password, password_confirmation: passwordConfirmation }}
        required
        disabled={pending}
      />
      <ThumbnailField control={control} name="thumbnail" disabled={pending} />
    </FormDialog>
  );
}

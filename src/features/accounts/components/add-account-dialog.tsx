import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/ui/form-actions';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextInput } from '@/components/ui/field';
import { addAccountSchema, emptyAddAccount, type AddAccountInput } from '../schemas/add-account';
import { fieldError } from './field-error';
import { FormError } from './form-error';
import { PasswordFields } from './password-fields';
import { ImagePicker } from '@/components/ui/image-picker';
import { THUMBNAIL_MAX_BYTES } from '../schemas/account-rules';

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
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      footer={
        <FormActions
          onCancel={() => onOpenChange(false)}
          pending={pending}
          formId={formId}
          submitLabel={t('form.create')}
        />
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((input) => !pending && onSubmit(input))}
      >
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
        <Controller
          control={control}
          name="thumbnail"
          render={({ field, fieldState }) => (
            <ImagePicker
              label={t('form.thumbnail')}
              previewAlt={t('form.thumbnailPreview')}
              shape="square"
              removable
              maxBytes={THUMBNAIL_MAX_BYTES}
              value={field.value}
              onChange={field.onChange}
              error={fieldError(t, fieldState.error?.message)}
              disabled={pending}
            />
          )}
        />
      </form>
    </Dialog>
  );
}

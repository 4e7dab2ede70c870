import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { Field, SelectInput, TextInput } from '@/components/ui/field';
import type { ManagedAccount } from '../schemas/account';
import { editAccountSchema, editDefaults, type EditAccountInput } from '../schemas/edit-account';
import { fieldError } from './field-error';
import { FormError } from './form-error';
import { PasswordFields } from './password-fields';
import { ThumbnailField } from './thumbnail-field';
import { CheckboxField } from '@/components/ui/choice-fields';

export type EditAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  account: ManagedAccount;
  /** The username as the list shows it (masked there); defaults to the username. */
  displayName?: string;
  /** Editing one's own account: the status cannot be changed (and is not sent). */
  self?: boolean;
  onSubmit: (input: EditAccountInput) => void;
  pending?: boolean;
  error?: string | null;
};

/** Spec: nickname, optional password pair, thumbnail, status and withdraw_confirm. */
export function EditAccountDialog({
  open,
  onOpenChange,
  title,
  account,
  displayName,
  self = false,
  onSubmit,
  pending = false,
  error,
}: EditAccountDialogProps) {
  const { t } = useTranslation('accounts');
  const { register, control, handleSubmit, watch, formState } = useForm<EditAccountInput>({
    resolver: zodResolver(editAccountSchema),
    defaultValues: editDefaults(account),
  });
  const errors = formState.errors;
  const [password, passwordConfirmation] = watch(['password', 'password_confirmation']);
  const formId = 'edit-account-form';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={t('form.editing', { username: displayName ?? account.username })}
      formId={formId}
      onSubmit={handleSubmit((input) => !pending && onSubmit(input))}
      pending={pending}
      submitLabel={t('common:actions.save')}
    >
      {/* Above the fields, not under them: on this long form the refusal must be seen without scrolling. */}
      <FormError message={error} />
      <Field label={t('form.nickname')} error={fieldError(t, errors.nickname?.message)}>
        <TextInput autoComplete="off" invalid={!!errors.nickname} disabled={pending} {...register('nickname')} />
      </Field>
      <PasswordFields
        register={register}
        errors={errors}
        values={{ password, password_confirmation: passwordConfirmation }}
        required={false}
        disabled={pending}
      />
      <ThumbnailField control={control} name="thumbnail" disabled={pending} />
      {!self && (
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Field label={t('form.status')}>
              <SelectInput
                disabled={pending}
                value={String(field.value)}
                onChange={(e) => field.onChange(e.target.value === '1' ? 1 : 0)}
                onBlur={field.onBlur}
              >
                <option value="1">{t('status.normal')}</option>
                <option value="0">{t('status.disabled')}</option>
              </SelectInput>
            </Field>
          )}
        />
      )}
      <Controller
        control={control}
        name="withdraw_confirm"
        render={({ field }) => (
          <CheckboxField
            label={t('form.withdrawConfirm')}
            disabled={pending}
            checked={field.value === 1}
            onChange={(e) => field.onChange(e.target.checked ? 1 : 0)}
            onBlur={field.onBlur}
          />
        )}
      />
    </FormDialog>
  );
}

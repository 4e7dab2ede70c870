import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '@/components/ui/field';
import { errorClass, labelClass } from '@/components/ui/field-parts';
import { FormDialog } from '@/components/ui/form-dialog';
import type { Friend } from '../schemas/friend';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import {
  contactEditDefaults,
  contactEditSchema,
  type ContactEditInput,
  type ContactEditValues,
} from '../schemas/contact-edit';

export type ContactEditDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The contact as its profile shows it; the form starts from its nickname and status. */
  friend: Friend;
  /** Resolves once saved (the caller then closes the dialog); rejects on failure (it stays open as typed). */
  onSubmit: (values: ContactEditValues) => Promise<unknown>;
  pending?: boolean;
  /** The last save's failure, already readable (the server's message or the network text). */
  error?: string | null;
};

const FORM_ID = 'contact-edit-form';
const STATUSES = [
  { value: '1', label: 'contacts.status.normal' },
  { value: '0', label: 'contacts.status.disabled' },
] as const;

/** Edit a contact's nickname (optional, at most 50 characters) and status (normal or disabled). */
export function ContactEditDialog({ open, onOpenChange, friend, onSubmit, pending = false, error }: ContactEditDialogProps) {
  const { t } = useTranslation('chat-nav');
  const legendId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactEditInput, unknown, ContactEditValues>({
    resolver: zodResolver(contactEditSchema),
    defaultValues: contactEditDefaults(friend),
  });
  // One request per intent: a double click or a held Enter lands before Save is disabled.
  const once = useOneAtATime();
  const nicknameError = errors.nickname?.message;
  const statusError = errors.status?.message;

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      className="max-w-[500px]"
      title={t('contacts.edit.title')}
      description={t('contacts.edit.description', { username: friend.username })}
      formId={FORM_ID}
      onSubmit={handleSubmit((values) => once(() => onSubmit(values)))}
      pending={pending}
      error={error}
    >
      <Field
        label={t('contacts.nickname')}
        hint={t('contacts.edit.nicknameHint')}
        error={nicknameError ? t(nicknameError) : undefined}
      >
        <TextInput autoComplete="off" readOnly={pending} invalid={!!nicknameError} {...register('nickname')} />
      </Field>
      <fieldset role="radiogroup" aria-labelledby={legendId} disabled={pending} className="space-y-1">
        <legend id={legendId} className={labelClass}>
          {t('contacts.statusLabel')}
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 pt-1">
          {STATUSES.map(({ value, label }) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-900">
              <input type="radio" className="size-4 accent-primary-600" value={value} {...register('status')} />
              {t(label)}
            </label>
          ))}
        </div>
        {statusError && (
          <p role="alert" className={errorClass}>
            {t(statusError)}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}

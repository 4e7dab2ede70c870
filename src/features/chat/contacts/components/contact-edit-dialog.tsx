import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import type { Friend } from '../schemas/friend';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { RadioGroupField, RadioOption } from '@/components/ui/choice-fields';
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
export function ContactEditDialog({
  open,
  onOpenChange,
  friend,
  onSubmit,
  pending = false,
  error,
}: ContactEditDialogProps) {
  const { t } = useTranslation('chat-nav');
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
      onOpenChange={onOpenChange}
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
      <RadioGroupField
        legend={t('contacts.statusLabel')}
        disabled={pending}
        error={statusError ? t(statusError) : undefined}
      >
        {STATUSES.map(({ value, label }) => (
          <RadioOption key={value} value={value} label={t(label)} {...register('status')} />
        ))}
      </RadioGroupField>
    </FormDialog>
  );
}

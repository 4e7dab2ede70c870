import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Field, TextAreaInput } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldError } from '@/components/ui/field-error';
import { useDialogForm } from '@/lib/use-dialog-form';
import type { NoteContent } from '../schemas/note';
import { emptyNoteEntryForm, noteEntryFormSchema, type NoteEntryForm } from '../schemas/note';

export type NoteEntryDialogProps = {
  open: boolean;
  /** The entry being edited; null adds one. */
  entry: NoteContent | null;
  onOpenChange: (open: boolean) => void;
  /** Resolves once saved (the dialog then closes); rejects on failure (it stays open as typed). */
  onSubmit: (values: NoteEntryForm) => Promise<unknown>;
  pending?: boolean;
  error?: string | null;
};

const FORM_ID = 'chat-note-entry-form';
const valuesOf = (entry: NoteContent | null): NoteEntryForm =>
  entry ? { content: entry.content } : emptyNoteEntryForm;

/** Add or edit one entry of a note; empty content sends nothing and keeps the dialog open. */
export function NoteEntryDialog({ open, entry, onOpenChange, onSubmit, pending = false, error }: NoteEntryDialogProps) {
  const { t } = useTranslation(['chat-notes', 'common']);
  const { form, close, submit } = useDialogForm<NoteEntryForm, NoteContent | null>({
    open,
    source: entry,
    valuesOf,
    resolver: zodResolver(noteEntryFormSchema),
    onOpenChange,
    onSubmit,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      className="max-w-[500px]"
      title={entry ? t('entries.editTitle') : t('entries.addTitle')}
      formId={FORM_ID}
      onSubmit={submit}
      pending={pending}
      error={error}
    >
      <Field label={t('fields.content')} required error={fieldError(t, errors.content?.message)}>
        <TextAreaInput rows={5} readOnly={pending} invalid={!!errors.content} {...register('content')} />
      </Field>
    </FormDialog>
  );
}

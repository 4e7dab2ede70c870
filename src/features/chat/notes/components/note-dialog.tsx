import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Field, SelectInput, TextInput } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldError } from '@/components/ui/field-error';
import { useDialogForm } from '@/lib/use-dialog-form';
import type { Note } from '../schemas/note';
import { emptyNoteForm, noteFormOf, noteFormSchema, type NoteForm } from '../schemas/note';

export type NoteDialogProps = {
  open: boolean;
  /** The note being edited; null adds a new one (always unfinished, so no status field). */
  note: Note | null;
  onOpenChange: (open: boolean) => void;
  /** Resolves once saved (the dialog then closes); rejects on failure (it stays open as typed). */
  onSubmit: (values: NoteForm) => Promise<unknown>;
  pending?: boolean;
  /** The server's message when saving failed, already readable. */
  error?: string | null;
};

const FORM_ID = 'chat-note-form';
const valuesOf = (note: Note | null) => (note ? noteFormOf(note) : emptyNoteForm);

/**
 * Add or edit a note (modal, at most 500 px wide). An empty title sends nothing and keeps the
 * dialog open with the reason; Cancel clears the form and its messages.
 */
export function NoteDialog({ open, note, onOpenChange, onSubmit, pending = false, error }: NoteDialogProps) {
  const { t } = useTranslation(['chat-notes', 'common']);
  const { form, close, submit } = useDialogForm<NoteForm, Note | null>({
    open,
    source: note,
    valuesOf,
    resolver: zodResolver(noteFormSchema),
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
      title={note ? t('dialog.editTitle') : t('dialog.addTitle')}
      formId={FORM_ID}
      onSubmit={submit}
      pending={pending}
      error={error}
    >
      <Field label={t('fields.title')} required error={fieldError(t, errors.title?.message)}>
        <TextInput autoComplete="off" readOnly={pending} invalid={!!errors.title} {...register('title')} />
      </Field>
      {note && (
        <Field label={t('fields.status')}>
          <SelectInput disabled={pending} {...register('status')}>
            <option value="0">{t('status.unfinished')}</option>
            <option value="1">{t('status.finished')}</option>
          </SelectInput>
        </Field>
      )}
    </FormDialog>
  );
}

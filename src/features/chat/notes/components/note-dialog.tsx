import { zodResolver } from '@hookform/resolvers/zod';
import { Select } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, TextInput, inputClass } from '@/components/ui/field';
import type { Note } from '@/lib/api/endpoints/chat-notes';
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

/**
 * Add or edit a note (modal, at most 500 px wide). An empty title sends nothing and keeps the
 * dialog open with the reason; Cancel clears the form and its messages.
 */
export function NoteDialog({ open, note, onOpenChange, onSubmit, pending = false, error }: NoteDialogProps) {
  const { t } = useTranslation(['chat-notes', 'common']);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NoteForm>({ resolver: zodResolver(noteFormSchema), defaultValues: emptyNoteForm });
  const sending = useRef(false);
  useEffect(() => {
    if (open) reset(note ? noteFormOf(note) : emptyNoteForm);
  }, [open, note, reset]);
  const close = () => {
    if (pending) return;
    reset(note ? noteFormOf(note) : emptyNoteForm);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      className="max-w-[500px]"
      title={note ? t('dialog.editTitle') : t('dialog.addTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={pending}>
            {t('common:actions.save')}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        className="space-y-4"
        onSubmit={handleSubmit((values) => {
          // One request per intent: a second click before the first answer sends nothing.
          if (pending || sending.current) return;
          sending.current = true;
          return onSubmit(values)
            .catch(() => undefined)
            .finally(() => {
              sending.current = false;
            });
        })}
      >
        <Field label={t('fields.title')} required error={errors.title?.message ? t(errors.title.message) : undefined}>
          <TextInput autoComplete="off" readOnly={pending} invalid={!!errors.title} {...register('title')} />
        </Field>
        {note && (
          <Field label={t('fields.status')}>
            <Select className={inputClass} disabled={pending} {...register('status')}>
              <option value="0">{t('status.unfinished')}</option>
              <option value="1">{t('status.finished')}</option>
            </Select>
          </Field>
        )}
        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

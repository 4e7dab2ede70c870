import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, inputClass } from '@/components/ui/field';
import type { NoteContent } from '@/lib/api/endpoints/chat-notes';
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

/** Add or edit one entry of a note; empty content sends nothing and keeps the dialog open. */
export function NoteEntryDialog({ open, entry, onOpenChange, onSubmit, pending = false, error }: NoteEntryDialogProps) {
  const { t } = useTranslation(['chat-notes', 'common']);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NoteEntryForm>({ resolver: zodResolver(noteEntryFormSchema), defaultValues: emptyNoteEntryForm });
  const sending = useRef(false);
  const initial = entry ? { content: entry.content } : emptyNoteEntryForm;
  useEffect(() => {
    if (open) reset(entry ? { content: entry.content } : emptyNoteEntryForm);
  }, [open, entry, reset]);
  const close = () => {
    if (pending) return;
    reset(initial);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      className="max-w-[500px]"
      title={entry ? t('entries.editTitle') : t('entries.addTitle')}
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
        <Field
          label={t('fields.content')}
          required
          error={errors.content?.message ? t(errors.content.message) : undefined}
        >
          <Textarea
            rows={5}
            readOnly={pending}
            invalid={!!errors.content}
            aria-invalid={!!errors.content || undefined}
            className={inputClass}
            {...register('content')}
          />
        </Field>
        {error && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

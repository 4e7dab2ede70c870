import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, SelectInput, TextAreaInput, TextInput } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldError } from '@/components/ui/field-error';
import type { MessageTemplate } from '../schemas/template';
import { FORM_TEMPLATE_TYPES, templateFormSchema, templateFormValues, type TemplateForm } from '../schemas/template';

export type TemplateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template being edited; null creates one. */
  template: MessageTemplate | null;
  onSubmit: (values: TemplateForm) => void;
  /** While saving the popup cannot be closed or sent again: one click, one request. */
  pending?: boolean;
  /** Already-translated failure of the save (the server's message for a code other than 1000). */
  error?: string | null;
};

const FORM_ID = 'chat-template-form';

/**
 * The create and edit popup (chat spec sections 3, 4, 5). It closes only when the caller says so
 * (on code 1000 or cancel); a failed save keeps it open with what was typed and the server's message.
 */
export function TemplateDialog({
  open,
  onOpenChange,
  template,
  onSubmit,
  pending = false,
  error,
}: TemplateDialogProps) {
  const { t } = useTranslation(['chat-templates', 'common']);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TemplateForm>({ resolver: zodResolver(templateFormSchema), defaultValues: templateFormValues(template) });
  useEffect(() => {
    if (open) reset(templateFormValues(template));
  }, [open, template, reset]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={template ? t('dialog.editTitle') : t('dialog.createTitle')}
      formId={FORM_ID}
      onSubmit={handleSubmit(onSubmit)}
      pending={pending}
      error={error}
    >
      <Field label={t('dialog.type')} hint={t('dialog.typeHint')}>
        <SelectInput disabled={pending} {...register('type')}>
          {FORM_TEMPLATE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </SelectInput>
      </Field>
      <Field label={t('dialog.title')} required error={fieldError(t, errors.title?.message)}>
        <TextInput invalid={!!errors.title} readOnly={pending} autoComplete="off" {...register('title')} />
      </Field>
      <Field label={t('dialog.content')} required error={fieldError(t, errors.content?.message)}>
        <TextAreaInput
          rows={5}
          invalid={!!errors.content}
          readOnly={pending}
          className="resize-y"
          {...register('content')}
        />
      </Field>
      <Field label={t('dialog.memo')} error={fieldError(t, errors.memo?.message)}>
        <TextInput invalid={!!errors.memo} readOnly={pending} autoComplete="off" {...register('memo')} />
      </Field>
    </FormDialog>
  );
}

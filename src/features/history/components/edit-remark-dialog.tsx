import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextAreaInput } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { fieldError } from '@/components/ui/field-error';
import { editRemarkSchema, REMARK_MAX, type EditRemarkInput } from '../schemas/edit-remark';
import type { TransactionRow } from '../schemas/history-rows';

export type EditRemarkDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  record: TransactionRow | null;
  onSubmit: (values: EditRemarkInput) => void;
  pending?: boolean;
  /** Already-translated failure of the last attempt; the dialog stays usable. */
  error?: string | null;
};

export function EditRemarkDialog({
  open,
  onOpenChange,
  record,
  onSubmit,
  pending = false,
  error,
}: EditRemarkDialogProps) {
  const { t } = useTranslation(['history', 'common']);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EditRemarkInput>({
    resolver: zodResolver(editRemarkSchema),
    defaultValues: { remark: record?.remark ?? '' },
  });

  useEffect(() => {
    if (open) reset({ remark: record?.remark ?? '' });
  }, [open, record, reset]);

  const formId = 'edit-remark-form';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('editRemark.title')}
      description={record ? t('editRemark.description', { id: record.id, member: record.member_username }) : undefined}
      formId={formId}
      onSubmit={handleSubmit(onSubmit)}
      pending={pending}
      error={error}
    >
      <Field
        label={t('editRemark.label')}
        hint={t('editRemark.hint', { max: REMARK_MAX })}
        error={fieldError(t, errors.remark?.message)}
      >
        <TextAreaInput rows={3} invalid={!!errors.remark} {...register('remark')} />
      </Field>
    </FormDialog>
  );
}

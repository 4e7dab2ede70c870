import { zodResolver } from '@hookform/resolvers/zod';
import { Textarea } from '@headlessui/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, inputClass } from '@/components/ui/field';
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
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={t('editRemark.title')}
      description={record ? t('editRemark.description', { id: record.id, member: record.member_username }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t('common:actions.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-3">
        <Field
          label={t('editRemark.label')}
          hint={t('editRemark.hint', { max: REMARK_MAX })}
          error={errors.remark?.message ? t(errors.remark.message) : undefined}
        >
          <Textarea rows={3} className={inputClass} invalid={!!errors.remark} {...register('remark')} />
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

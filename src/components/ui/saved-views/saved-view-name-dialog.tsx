import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VIEW_NAME_MAX } from '@/lib/views/saved-view-limits';
import { savedViewNameSchema, type SavedViewNameInput } from '@/lib/views/saved-view-name';
import { Field, TextInput } from '../field';
import { fieldError } from '../field-error';
import { FormDialog } from '../form-dialog';

export type SavedViewNameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saving the view in sight, or renaming one (its current name given). */
  mode: 'save' | 'rename';
  initialName?: string;
  /** Names already used on this screen (the renamed view's own name left out). */
  takenNames: readonly string[];
  onSubmit: (name: string) => void;
};

/** Names a view to save, or a saved view anew. */
export function SavedViewNameDialog({
  open,
  onOpenChange,
  mode,
  initialName = '',
  takenNames,
  onSubmit,
}: SavedViewNameDialogProps) {
  const { t } = useTranslation(['common', 'kit']);
  const schema = useMemo(() => savedViewNameSchema(takenNames), [takenNames]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SavedViewNameInput>({ resolver: zodResolver(schema), defaultValues: { name: initialName } });

  useEffect(() => {
    if (open) reset({ name: initialName });
  }, [open, initialName, reset]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(mode === 'save' ? 'kit:views.saveTitle' : 'kit:views.renameTitle')}
      description={mode === 'save' ? t('kit:views.saveDescription') : undefined}
      formId="saved-view-name-form"
      onSubmit={handleSubmit(({ name }) => onSubmit(name))}
    >
      <Field label={t('kit:views.nameLabel')} error={fieldError(t, errors.name?.message, { max: VIEW_NAME_MAX })}>
        <TextInput autoComplete="off" maxLength={VIEW_NAME_MAX + 10} invalid={!!errors.name} {...register('name')} />
      </Field>
    </FormDialog>
  );
}

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '@/components/ui/image-picker';
import { THUMBNAIL_MAX_BYTES } from '../schemas/account-rules';
import { fieldError } from './field-error';

export type ThumbnailFieldProps<T extends FieldValues> = {
  control: Control<T>;
  /** The form's thumbnail field (the add and edit forms both call it `thumbnail`). */
  name: FieldPathByValue<T, string>;
  disabled: boolean;
};

/** The account's square thumbnail, removable, within the spec's size limit; shared by add and edit. */
export function ThumbnailField<T extends FieldValues>({ control, name, disabled }: ThumbnailFieldProps<T>) {
  const { t } = useTranslation('accounts');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImagePicker
          label={t('form.thumbnail')}
          previewAlt={t('form.thumbnailPreview')}
          shape="square"
          removable
          maxBytes={THUMBNAIL_MAX_BYTES}
          value={field.value}
          onChange={field.onChange}
          error={fieldError(t, fieldState.error?.message)}
          disabled={disabled}
        />
      )}
    />
  );
}

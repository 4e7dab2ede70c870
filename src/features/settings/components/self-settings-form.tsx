import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { selfProfileInputSchema, type SelfProfileInput } from '../schemas/self-profile';
import { ImagePicker } from '@/components/ui/image-picker';
import { fieldError } from '@/components/ui/field-error';

export type SelfSettingsFormProps = {
  username: string;
  defaultValues: SelfProfileInput;
  /** Already formatted: the balance rounded down to 2 decimals, or the word for unlimited. */
  balance: string;
  saving?: boolean;
  onSubmit: (values: SelfProfileInput) => void;
};

export function SelfSettingsForm({
  username,
  defaultValues,
  balance,
  saving = false,
  onSubmit,
}: SelfSettingsFormProps) {
  const { t } = useTranslation('settings');
  const { control, register, handleSubmit, formState } = useForm<SelfProfileInput>({
    resolver: zodResolver(selfProfileInputSchema),
    defaultValues,
  });
  const err = (name: keyof SelfProfileInput) => fieldError(t, formState.errors[name]?.message);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="max-w-xl space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <Controller
        control={control}
        name="thumbnail"
        render={({ field }) => (
          <ImagePicker
            label={t('self.avatar')}
            value={field.value}
            onChange={field.onChange}
            previewAlt={t('self.avatarPreview', { username })}
            error={err('thumbnail')}
            shape="round"
          />
        )}
      />
      <Field label={t('self.username')}>
        <TextInput value={username} readOnly disabled />
      </Field>
      <Field label={t('self.nickname')} error={err('nickname')} required>
        <TextInput {...register('nickname')} invalid={!!err('nickname')} autoComplete="nickname" />
      </Field>
      <Field label={t('self.balance')}>
        <TextInput value={balance} readOnly className="bg-slate-50 font-mono" />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          {t('common:actions.save')}
        </Button>
      </div>
    </form>
  );
}

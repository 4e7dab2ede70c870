import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/field';
import { systemSettingInputSchema, type SystemSettingInput } from '../schemas/system-setting';
import { ColourField } from './colour-field';
import { ImagePicker } from '@/components/ui/image-picker';
import { SettingPreview } from './setting-preview';
import { Callout } from '@/components/ui/callout';
import { fieldError } from '@/components/ui/field-error';

export type SystemSettingsFormProps = {
  defaultValues: SystemSettingInput;
  /** The server has no setting yet (spec section 8): say so, and let the administrator fill the form. */
  notSetUp?: boolean;
  saving?: boolean;
  onSubmit: (values: SystemSettingInput) => void;
  /** Link to the API document page (a router link supplied by the container). */
  apiDocLink: ReactNode;
};

export function SystemSettingsForm({
  defaultValues,
  notSetUp = false,
  saving = false,
  onSubmit,
  apiDocLink,
}: SystemSettingsFormProps) {
  const { t } = useTranslation('settings');
  const { control, register, handleSubmit, formState } = useForm<SystemSettingInput>({
    resolver: zodResolver(systemSettingInputSchema),
    defaultValues,
  });
  const live = useWatch({ control }) as SystemSettingInput;
  const err = (name: keyof SystemSettingInput) => fieldError(t, formState.errors[name]?.message);

  const colour = (name: 'background_color' | 'header_background_color' | 'header_font_color', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ColourField
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={err(name)}
        />
      )}
    />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        {notSetUp && (
          <Callout as="p" tone="warning" role="status" className="text-amber-900">
            {t('system.notSetUp')}
          </Callout>
        )}
        <Field label={t('system.name')} error={err('name')} required>
          <TextInput {...register('name')} invalid={!!err('name')} autoComplete="off" />
        </Field>
        <Controller
          control={control}
          name="background_image"
          render={({ field }) => (
            <ImagePicker
              label={t('system.backgroundImage')}
              value={field.value}
              onChange={field.onChange}
              previewAlt={t('system.backgroundImagePreview')}
              error={err('background_image')}
              removable
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          {colour('background_color', t('system.backgroundColor'))}
          {colour('header_background_color', t('system.headerBackgroundColor'))}
          {colour('header_font_color', t('system.headerFontColor'))}
        </div>
        <div className="space-y-1">
          <Field label={t('system.apiUrl')} error={err('api_url')} required>
            <TextInput
              {...register('api_url')}
              type="url"
              inputMode="url"
              invalid={!!err('api_url')}
              placeholder="https://"
            />
          </Field>
          <p className="text-xs text-slate-700">{apiDocLink}</p>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={saving}>
            {t('common:actions.save')}
          </Button>
        </div>
      </form>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <SettingPreview
          name={live.name ?? ''}
          backgroundImage={live.background_image ?? ''}
          backgroundColor={live.background_color ?? ''}
          headerBackgroundColor={live.header_background_color ?? ''}
          headerFontColor={live.header_font_color ?? ''}
        />
      </div>
    </div>
  );
}

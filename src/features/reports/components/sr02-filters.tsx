import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from '@headlessui/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { presetDateRange, systemClock, type Clock } from '@/lib/dates';
import { sr02SearchSchema, type Sr02Search } from '../schemas/sr02-search';
import { DatePickerButton } from './date-picker-button';
import { RangePresets } from '@/components/ui/range-presets';

export type Sr02FiltersProps = {
  defaultValues: Sr02Search;
  onSearch: (values: Sr02Search) => void;
  searching?: boolean;
  /** Source of "now" for the presets (fixed in stories). */
  clock?: Clock;
};

export function Sr02Filters({ defaultValues, onSearch, searching = false, clock = systemClock }: Sr02FiltersProps) {
  const { t } = useTranslation('reports');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<Sr02Search>({ resolver: zodResolver(sr02SearchSchema), defaultValues });
  const message = (key?: string) => (key ? t(key) : undefined);

  return (
    <form
      noValidate
      aria-label={t('filters.title')}
      onSubmit={handleSubmit(onSearch)}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Controller
          control={control}
          name="start_date"
          render={({ field }) => (
            <DatePickerButton
              label={t('filters.start')}
              name={field.name}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              error={message(errors.start_date?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="end_date"
          render={({ field }) => (
            <DatePickerButton
              label={t('filters.end')}
              name={field.name}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              error={message(errors.end_date?.message)}
            />
          )}
        />
        <Field label={t('filters.agent')} error={message(errors.username?.message)}>
          <Input className={inputClass} autoComplete="off" invalid={!!errors.username} {...register('username')} />
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RangePresets
          onPick={(preset) => {
            const range = presetDateRange(preset, clock());
            setValue('start_date', range.start, { shouldValidate: true });
            setValue('end_date', range.end, { shouldValidate: true });
          }}
        />
        <Button type="submit" loading={searching}>
          {t('filters.search')}
        </Button>
      </div>
    </form>
  );
}

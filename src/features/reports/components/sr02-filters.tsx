import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '@/components/ui/field';
import { FilterForm } from '@/components/ui/filter-form';
import { systemClock, type Clock } from '@/lib/dates';
import { DateRangeFields } from '@/components/ui/date-range/date-range-fields';
import { fieldError } from '@/components/ui/field-error';
import { sr02SearchSchema, type Sr02Search } from '../schemas/sr02-search';

export type Sr02FiltersProps = {
  defaultValues: Sr02Search;
  onSearch: (values: Sr02Search) => void;
  searching?: boolean;
  /** Source of "now" for the presets (fixed in stories). */
  clock?: Clock;
};

export function Sr02Filters({ defaultValues, onSearch, searching = false, clock = systemClock }: Sr02FiltersProps) {
  const { t } = useTranslation('reports');
  // `values`: Back and Forward bring another search; the fields show it and the focus stays where it is.
  const form = useForm<Sr02Search>({ resolver: zodResolver(sr02SearchSchema), defaultValues, values: defaultValues });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;

  const [start_date, end_date, username] = watch(['start_date', 'end_date', 'username']);
  const summary = [`${start_date} → ${end_date}`, username.trim()].filter(Boolean).join(' · ');
  return (
    <FilterForm
      title={t('filters.title')}
      summary={summary}
      onSubmit={handleSubmit(onSearch)}
      submitLabel={t('filters.search')}
      searching={searching}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <DateRangeFields
            form={form}
            startName="start_date"
            endName="end_date"
            label={t('filters.range')}
            mode="date"
            clock={clock}
          />
        </div>
        <Field label={t('filters.agent')} error={fieldError(t, errors.username?.message)}>
          <TextInput autoComplete="off" invalid={!!errors.username} {...register('username')} />
        </Field>
      </div>
    </FilterForm>
  );
}

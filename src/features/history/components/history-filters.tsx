import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Select } from '@headlessui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { presetDateTimeRange, systemClock, type Clock } from '@/lib/dates';
import { HISTORY_KINDS, historySearchSchema, type HistorySearch } from '../schemas/history-search';
import { RangePresets } from '@/components/ui/range-presets';

export type HistoryFiltersProps = {
  defaultValues: HistorySearch;
  onSearch: (values: HistorySearch) => void;
  searching?: boolean;
  /** Source of "now" for the presets (fixed in stories). */
  clock?: Clock;
};

/** History search form: username, type, start and end date-time on the platform clock. */
export function HistoryFilters({
  defaultValues,
  onSearch,
  searching = false,
  clock = systemClock,
}: HistoryFiltersProps) {
  const { t } = useTranslation('history');
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<HistorySearch>({ resolver: zodResolver(historySearchSchema), defaultValues });
  const message = (key?: string) => (key ? t(key) : undefined);

  return (
    <form
      noValidate
      aria-label={t('filters.title')}
      onSubmit={handleSubmit(onSearch)}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('filters.username')} error={message(errors.username?.message)}>
          <Input className={inputClass} autoComplete="off" invalid={!!errors.username} {...register('username')} />
        </Field>
        <Field label={t('filters.kind')}>
          <Select className={inputClass} {...register('kind')}>
            {HISTORY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('filters.start')} error={message(errors.start?.message)} required>
          <Input className={inputClass} type="datetime-local" invalid={!!errors.start} {...register('start')} />
        </Field>
        <Field label={t('filters.end')} error={message(errors.end?.message)} required>
          <Input className={inputClass} type="datetime-local" invalid={!!errors.end} {...register('end')} />
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RangePresets
          onPick={(preset) => {
            const range = presetDateTimeRange(preset, clock());
            setValue('start', range.start, { shouldValidate: true });
            setValue('end', range.end, { shouldValidate: true });
          }}
        />
        <Button type="submit" loading={searching}>
          {t('filters.search')}
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, SelectInput, TextInput } from '@/components/ui/field';
import { FilterForm } from '@/components/ui/filter-form';
import { systemClock, type Clock } from '@/lib/dates';
import { DateRangeFields } from '@/components/ui/date-range/date-range-fields';
import { fieldError } from '@/components/ui/field-error';
import { HISTORY_KINDS, historySearchSchema, type HistorySearch } from '../schemas/history-search';

export type HistoryFiltersProps = {
  defaultValues: HistorySearch;
  onSearch: (values: HistorySearch) => void;
  searching?: boolean;
  /** Source of "now" for the presets (fixed in stories). */
  clock?: Clock;
  /**
   * A new key puts `defaultValues` back in the fields even when they equal the ones shown last (Back
   * pressed before the search it leaves was ever drawn leaves the values unchanged, and the fields
   * would keep the text typed for it).
   */
  restoreKey?: string | undefined;
};

/** History search form: username, type, and the start and end date-time on the platform clock (one range picker). */
export function HistoryFilters({
  defaultValues,
  onSearch,
  searching = false,
  clock = systemClock,
  restoreKey,
}: HistoryFiltersProps) {
  const { t } = useTranslation('history');
  // `values`: Back and Forward bring another search; the fields show it and the focus stays where it is.
  const form = useForm<HistorySearch>({
    resolver: zodResolver(historySearchSchema),
    defaultValues,
    values: defaultValues,
  });
  const restored = useRef(restoreKey);
  useEffect(() => {
    if (restored.current === restoreKey) return;
    restored.current = restoreKey;
    if (restoreKey !== undefined) form.reset(defaultValues);
  }, [restoreKey, defaultValues, form]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;

  const [username, kind, start, end] = watch(['username', 'kind', 'start', 'end']);
  const summary = [username.trim(), t(`kinds.${kind}`), `${start.replace('T', ' ')} → ${end.replace('T', ' ')}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <FilterForm
      title={t('filters.title')}
      summary={summary}
      onSubmit={handleSubmit(onSearch)}
      submitLabel={t('filters.search')}
      searching={searching}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('filters.username')} error={fieldError(t, errors.username?.message)}>
          <TextInput autoComplete="off" invalid={!!errors.username} {...register('username')} />
        </Field>
        <Field label={t('filters.kind')}>
          <SelectInput {...register('kind')}>
            {HISTORY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </SelectInput>
        </Field>
        <div className="sm:col-span-2">
          <DateRangeFields
            form={form}
            startName="start"
            endName="end"
            label={t('filters.range')}
            mode="datetime"
            clock={clock}
          />
        </div>
      </div>
    </FilterForm>
  );
}

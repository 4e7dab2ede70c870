import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateRangePicker } from '@/components/ui/date-range/date-range-picker';
import { systemClock, type Clock } from '@/lib/dates';
import { flowRangeSchema, type FlowRange } from '../schemas/flow-range';

export type FlowRangeFormProps = {
  defaultValues: FlowRange;
  onSearch: (range: FlowRange) => void;
  /** Source of "now" for the picker's quick ranges (fixed in stories). */
  clock?: Clock;
};

/** The audit flow's search form: one date-time range on the platform clock and Search. */
export function FlowRangeForm({ defaultValues, onSearch, clock = systemClock }: FlowRangeFormProps) {
  const { t } = useTranslation('chat-bank');
  const {
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<FlowRange>({ resolver: zodResolver(flowRangeSchema), defaultValues });
  const [start, end] = watch(['start', 'end']);
  const message = (key?: string) => (key ? t(key) : undefined);
  return (
    <form
      noValidate
      aria-label={t('audit.filter')}
      onSubmit={handleSubmit(onSearch)}
      className="mb-3 flex flex-wrap items-end gap-3"
    >
      <div className="min-w-0 flex-1">
        <DateRangePicker
          label={t('audit.range')}
          mode="datetime"
          value={{ start, end }}
          clock={clock}
          startError={message(errors.start?.message)}
          endError={message(errors.end?.message)}
          onChange={(range) => {
            setValue('start', range.start, { shouldValidate: true });
            setValue('end', range.end, { shouldValidate: true });
          }}
        />
      </div>
      <Button type="submit">{t('audit.search')}</Button>
    </form>
  );
}

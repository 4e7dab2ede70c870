import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateRangeFields } from '@/components/ui/date-range/date-range-fields';
import { systemClock, type Clock } from '@/lib/dates';
import { EVERY_FLOW_RECORD, flowRangeSchema, type FlowRange } from '../schemas/flow-range';

export type FlowRangeFormProps = {
  defaultValues: FlowRange;
  onSearch: (range: FlowRange) => void;
  /** Source of "now" for the picker's quick ranges (fixed in stories). */
  clock?: Clock;
};

/**
 * The audit flow's filter: one date-time range on the platform clock and Search, and All dates,
 * which takes the filter away again.
 */
export function FlowRangeForm({ defaultValues, onSearch, clock = systemClock }: FlowRangeFormProps) {
  const { t } = useTranslation('chat-bank');
  const form = useForm<FlowRange>({ resolver: zodResolver(flowRangeSchema), defaultValues });
  return (
    <form
      noValidate
      aria-label={t('audit.filter')}
      onSubmit={form.handleSubmit(onSearch)}
      className="mb-3 flex flex-wrap items-end gap-3"
    >
      <div className="min-w-0 flex-1">
        <DateRangeFields
          form={form}
          startName="start"
          endName="end"
          label={t('audit.range')}
          mode="datetime"
          clock={clock}
        />
      </div>
      <Button
        variant="secondary"
        onClick={() => {
          form.reset(EVERY_FLOW_RECORD);
          onSearch(EVERY_FLOW_RECORD);
        }}
      >
        {t('audit.allDates')}
      </Button>
      <Button type="submit">{t('audit.search')}</Button>
    </form>
  );
}

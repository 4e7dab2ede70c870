import { useId, useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '@/components/icons';
import { cn } from '@/lib/cn';
import {
  platformNow,
  presetDateRange,
  presetDateTimeRange,
  systemClock,
  type Clock,
  type DateTimeRange,
} from '@/lib/dates';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { inputClass } from '../field-parts';
import { RangePresets } from '../range-presets';
import { Calendar } from './calendar';
import { dateToDay, dayToDate } from './calendar-day';
import { TimeSelect } from './time-select';

export type DateRangePickerProps = {
  label: string;
  /** `date`: "YYYY-MM-DD" ends (SR02). `datetime`: "YYYY-MM-DDTHH:mm" ends (history). */
  mode: 'date' | 'datetime';
  value: DateTimeRange;
  onChange: (range: DateTimeRange) => void;
  startError?: string | undefined;
  endError?: string | undefined;
  /** Source of "today" and of the presets, on the platform's clock (fixed in stories). */
  clock?: Clock;
  disabled?: boolean;
};

const wide = () => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 640px)').matches;
const dayOf = (value: string) => value.slice(0, 10);
const timeOf = (value: string, fallback: string) => (/T\d{2}:\d{2}/.test(value) ? value.slice(11, 16) : fallback);

/**
 * The one date-range picker of the app: the range on a button, the quick ranges beside it, and a
 * dialog with a calendar in the reader's language (two months on wide screens), times for history,
 * and Confirm and Cancel (the spec's SR02 pickers confirm and cancel; Cancel keeps the old range).
 * Days are the platform's calendar days: "today" is today on the platform clock, whatever the
 * browser's zone.
 */
export function DateRangePicker({
  label,
  mode,
  value,
  onChange,
  startError,
  endError,
  clock = systemClock,
  disabled = false,
}: DateRangePickerProps) {
  const { t } = useTranslation(['common', 'kit']);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRange | undefined>();
  const [times, setTimes] = useState({ start: '00:00', end: '23:59' });
  const [month, setMonth] = useState(() => new Date());
  const [months, setMonths] = useState<1 | 2>(2);
  const today = dayToDate(platformNow(clock()).format('YYYY-MM-DD')) ?? new Date();
  const error = startError ?? endError;

  const show = () => {
    const from = dayToDate(value.start);
    const to = dayToDate(value.end);
    setDraft(from ? { from, to } : undefined);
    setTimes({ start: timeOf(value.start, '00:00'), end: timeOf(value.end, '23:59') });
    const twoMonths = wide();
    setMonths(twoMonths ? 2 : 1);
    // The end's month shows last, so a range ending today shows this month and the one before.
    const anchor = to ?? from ?? today;
    setMonth(new Date(anchor.getFullYear(), anchor.getMonth() - (twoMonths ? 1 : 0), 1));
    setOpen(true);
  };
  const ends = draft?.from ? { start: dateToDay(draft.from), end: dateToDay(draft.to ?? draft.from) } : null;
  const confirm = () => {
    if (!ends) return;
    onChange(mode === 'date' ? ends : { start: `${ends.start}T${times.start}`, end: `${ends.end}T${times.end}` });
    setOpen(false);
  };
  const shown = (v: string) => (mode === 'date' ? dayOf(v) : v.replace('T', ' '));
  const summary = ends ? `${ends.start} → ${ends.end}` : t('kit:dateRange.pickStart');

  return (
    <div className="space-y-2">
      <div className="space-y-1">
        <span id={`${id}-label`} className="block text-sm font-medium text-slate-800">
          {label}
        </span>
        {/* aria-invalid is a global state in WAI-ARIA 1.2: a screen reader announces the range as invalid
            on the one control that sets it, as it did on the two inputs this replaces. */}
        {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
        <button
          type="button"
          disabled={disabled}
          onClick={show}
          aria-haspopup="dialog"
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          className={cn(
            inputClass,
            'flex min-h-10 w-full items-center justify-between gap-2 text-start focus-visible:outline-2 focus-visible:outline-primary-500',
            error && 'border-red-600',
          )}
        >
          <span id={`${id}-value`} className="tabular-nums">
            {value.start || value.end ? (
              <>
                <span className="whitespace-nowrap">{shown(value.start) || t('kit:dateRange.empty')}</span>
                {' → '}
                <span className="whitespace-nowrap">{shown(value.end) || t('kit:dateRange.empty')}</span>
              </>
            ) : (
              <span className="text-slate-600">{t('kit:dateRange.empty')}</span>
            )}
          </span>
          <CalendarIcon className="size-4 shrink-0 text-slate-600" />
        </button>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <RangePresets
        disabled={disabled}
        onPick={(preset) =>
          onChange(mode === 'date' ? presetDateRange(preset, clock()) : presetDateTimeRange(preset, clock()))
        }
      />
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size={months === 2 ? 'lg' : 'sm'}
        title={label}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('kit:dateRange.cancel')}
            </Button>
            <Button onClick={confirm} disabled={!ends}>
              {t('kit:dateRange.confirm')}
            </Button>
          </>
        }
      >
        <div className="space-y-4">
          <p aria-live="polite" className="text-sm font-medium text-slate-800 tabular-nums">
            {summary}
          </p>
          <Calendar
            selected={draft}
            onSelect={setDraft}
            today={today}
            month={month}
            onMonthChange={setMonth}
            numberOfMonths={months}
          />
          {mode === 'datetime' && (
            <div className="flex flex-wrap gap-6">
              <TimeSelect
                label={t('kit:dateRange.startTime')}
                value={times.start}
                onChange={(start) => setTimes((v) => ({ ...v, start }))}
              />
              <TimeSelect
                label={t('kit:dateRange.endTime')}
                value={times.end}
                onChange={(end) => setTimes((v) => ({ ...v, end }))}
              />
            </div>
          )}
        </div>
      </Dialog>
    </div>
  );
}

import { DayButton, DayPicker, type DateRange, type DayButtonProps } from 'react-day-picker';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarLocale } from './calendar-day';

export type CalendarProps = {
  selected: DateRange | undefined;
  onSelect: (range: DateRange | undefined) => void;
  today: Date;
  month: Date;
  onMonthChange: (month: Date) => void;
  numberOfMonths: 1 | 2;
};

/**
 * The day the keyboard reaches first (react-day-picker gives it tabIndex 0: the range's first day,
 * else today, else the month's first day) is where the dialog opens, so arrow keys work at once
 * instead of the dialog opening on its time lists or on itself.
 */
function FocusTargetDayButton(props: DayButtonProps) {
  return <DayButton {...props} data-autofocus={props.tabIndex === 0 ? true : undefined} />;
}

/**
 * A range calendar in the reader's language: month and weekday names from Intl (so Burmese, Tamil and
 * Bengali get theirs without a date library locale), day buttons named with the full date and state.
 */
export function Calendar({ selected, onSelect, today, month, onMonthChange, numberOfMonths }: CalendarProps) {
  const { t, i18n } = useTranslation(['common', 'kit']);
  const language = i18n.resolvedLanguage ?? 'en';
  const intl = useMemo(() => {
    const locale = calendarLocale(language);
    return {
      caption: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }),
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'narrow' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
    };
  }, [language]);

  return (
    <DayPicker
      mode="range"
      // A click on a complete range starts a new one (first click the first day, second the last),
      // as a user re-picking a range expects, instead of stretching the old range.
      resetOnSelect
      required
      selected={selected}
      onSelect={onSelect}
      today={today}
      month={month}
      onMonthChange={onMonthChange}
      numberOfMonths={numberOfMonths}
      lang={language}
      // Two months side by side would show the same days twice (as the first month's trailing days).
      showOutsideDays={numberOfMonths === 1}
      fixedWeeks
      components={{ DayButton: FocusTargetDayButton }}
      formatters={{
        formatCaption: (date) => intl.caption.format(date),
        formatWeekdayName: (date) => intl.weekday.format(date),
        formatDay: (date) => String(date.getDate()),
      }}
      labels={{
        labelDayButton: (date, modifiers) =>
          [
            intl.full.format(date),
            modifiers.today ? t('kit:dateRange.today') : '',
            modifiers.selected ? t('kit:dateRange.selected') : '',
          ]
            .filter(Boolean)
            .join(', '),
        labelNext: () => t('kit:dateRange.nextMonth'),
        labelPrevious: () => t('kit:dateRange.previousMonth'),
        labelGrid: (date) => intl.caption.format(date),
        labelWeekday: (date) => intl.weekdayLong.format(date),
        labelNav: () => t('kit:dateRange.navigation'),
      }}
      classNames={{
        root: 'text-sm text-slate-900',
        months: 'relative flex flex-wrap gap-6',
        month: 'space-y-2',
        month_caption: 'flex h-9 items-center justify-center px-10 font-semibold',
        nav: 'absolute inset-x-0 top-0 flex h-9 items-center justify-between',
        button_previous:
          'grid size-9 place-items-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-40',
        button_next:
          'grid size-9 place-items-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-40',
        chevron: 'size-4 fill-current',
        month_grid: 'border-collapse',
        weekdays: '',
        weekday: 'size-9 text-center text-xs font-medium text-slate-600',
        week: '',
        day: 'p-0 text-center',
        day_button:
          'size-9 rounded-md tabular-nums hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500',
        today: 'font-bold text-primary-700',
        outside: 'text-slate-500',
        selected: '',
        range_start: '[&>button]:bg-primary-600 [&>button]:text-white [&>button]:hover:bg-primary-700',
        range_end: '[&>button]:bg-primary-600 [&>button]:text-white [&>button]:hover:bg-primary-700',
        range_middle: 'bg-primary-50 [&>button]:rounded-none [&>button]:text-primary-900',
        disabled: 'opacity-40',
        hidden: 'invisible',
      }}
    />
  );
}

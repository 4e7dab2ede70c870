import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { t } from '@/test/translate';
import { calendarLocale } from './calendar-day';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';

/** 2026-11-21 17:30 on the platform clock: pictures and presets never depend on the real date. */
const clock = () => Date.parse('2026-11-21T09:30:00Z');

const meta = {
  tags: ['autodocs'],
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Period',
    mode: 'datetime',
    value: { start: '2026-11-20T09:30', end: '2026-11-21T09:30' },
    onChange: fn(),
    clock,
  },
  parameters: { router: false, layout: 'padded' },
  // The form that owns the range keeps it: the picker shows what it confirmed, a preset, or the old value.
  render: function Render(args: DateRangePickerProps) {
    const [value, setValue] = useState(args.value);
    return (
      <DateRangePicker
        {...args}
        value={value}
        onChange={(range) => {
          setValue(range);
          args.onChange(range);
        }}
      />
    );
  },
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const locale = () => calendarLocale(i18next.resolvedLanguage ?? 'en');
/** A month's caption as the calendar writes it in the story's language. */
const caption = (year: number, month: number) =>
  new Intl.DateTimeFormat(locale(), { year: 'numeric', month: 'long' }).format(new Date(year, month - 1, 1));
/** A day button, named by its full date (then "today" / "selected" when they apply), as calendar.tsx names it. */
const dayName = (year: number, month: number, day: number) =>
  new RegExp(
    `^${escape(new Intl.DateTimeFormat(locale(), { dateStyle: 'full' }).format(new Date(year, month - 1, day)))}`,
  );
/** The grid of one month in the open dialog: a day shown as an outside day of the month before is not it. */
const monthGrid = (dialog: HTMLElement, year: number, month: number) =>
  within(dialog).getByRole('grid', { name: caption(year, month) });

const trigger = (canvas: Canvas, label: string) =>
  canvas.getByRole('button', { name: new RegExp(`^${escape(label)}`) });

const open = async (canvas: Canvas, label: string, userEvent: { click: (el: Element) => Promise<void> }) => {
  await userEvent.click(trigger(canvas, label));
  return screen.findByRole('dialog', { name: label });
};

export const ClosedWithRange: Story = {
  play: async ({ canvas, args }) => {
    await expect(trigger(canvas, args.label)).toHaveAccessibleName(`${args.label} 2026-11-20 09:30 → 2026-11-21 09:30`);
    await expect(trigger(canvas, args.label)).toHaveAttribute('aria-haspopup', 'dialog');
    const presets = canvas.getByRole('group', { name: t('kit:rangePresets.label') });
    await expect(within(presets).getByRole('button', { name: t('kit:rangePresets.today') })).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Wide screens show two months ending with the range's last month, in the reader's language. */
export const Open: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await open(canvas, args.label, userEvent);
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    await expect(within(dialog).getByText(caption(2026, 10))).toBeVisible();
    await expect(within(dialog).getByText(caption(2026, 11))).toBeVisible();
    const november = monthGrid(dialog, 2026, 11);
    // Opens on the range's first day, so the arrow keys work at once.
    const first = within(november).getByRole('button', { name: dayName(2026, 11, 20) });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAccessibleName(new RegExp(escape(t('kit:dateRange.selected'))));
    await expect(within(november).getByRole('button', { name: dayName(2026, 11, 21) })).toHaveAccessibleName(
      new RegExp(escape(t('kit:dateRange.today'))),
    );
    const startHour = t('kit:dateRange.hourOf', { what: t('kit:dateRange.startTime') });
    await expect(within(dialog).getByRole('combobox', { name: startHour })).toHaveValue('09');
    await expect(within(dialog).getByRole('button', { name: t('kit:dateRange.confirm') })).toBeEnabled();
  },
};

export const KeyboardMovesBetweenDays: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await open(canvas, args.label, userEvent);
    const november = monthGrid(dialog, 2026, 11);
    await waitFor(() => expect(within(november).getByRole('button', { name: dayName(2026, 11, 20) })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(november).getByRole('button', { name: dayName(2026, 11, 21) })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(november).getByRole('button', { name: dayName(2026, 11, 28) })).toHaveFocus());
    // Enter picks the focused day as the start of a new range.
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByText('2026-11-28 → 2026-11-28')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const PickRangeAndTimesThenConfirm: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await open(canvas, args.label, userEvent);
    const november = monthGrid(dialog, 2026, 11);
    await userEvent.click(within(november).getByRole('button', { name: dayName(2026, 11, 3) }));
    await userEvent.click(within(november).getByRole('button', { name: dayName(2026, 11, 10) }));
    await expect(within(dialog).getByText('2026-11-03 → 2026-11-10')).toBeVisible();
    const start = t('kit:dateRange.startTime');
    const end = t('kit:dateRange.endTime');
    const select = (key: string, what: string) => within(dialog).getByRole('combobox', { name: t(key, { what }) });
    await userEvent.selectOptions(select('kit:dateRange.hourOf', start), '08');
    await userEvent.selectOptions(select('kit:dateRange.minuteOf', start), '15');
    await userEvent.selectOptions(select('kit:dateRange.hourOf', end), '18');
    await userEvent.selectOptions(select('kit:dateRange.minuteOf', end), '45');
    await userEvent.click(within(dialog).getByRole('button', { name: t('kit:dateRange.confirm') }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-11-03T08:15', end: '2026-11-10T18:45' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger(canvas, args.label)).toHaveAccessibleName(`${args.label} 2026-11-03 08:15 → 2026-11-10 18:45`);
  },
};

/** Days only, as SR02 sends them: no time lists, and Confirm gives "YYYY-MM-DD" ends. */
export const DatesOnlyConfirm: Story = {
  args: { mode: 'date', value: { start: '2026-11-20', end: '2026-11-21' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(trigger(canvas, args.label)).toHaveAccessibleName(`${args.label} 2026-11-20 → 2026-11-21`);
    const dialog = await open(canvas, args.label, userEvent);
    await expect(within(dialog).queryByRole('combobox')).toBeNull();
    const october = monthGrid(dialog, 2026, 10);
    await userEvent.click(within(october).getByRole('button', { name: dayName(2026, 10, 30) }));
    await userEvent.click(within(monthGrid(dialog, 2026, 11)).getByRole('button', { name: dayName(2026, 11, 2) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('kit:dateRange.confirm') }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-10-30', end: '2026-11-02' });
    await expect(trigger(canvas, args.label)).toHaveAccessibleName(`${args.label} 2026-10-30 → 2026-11-02`);
  },
};

export const CancelKeepsTheOldRange: Story = {
  play: async ({ canvas, args, userEvent }) => {
    let dialog = await open(canvas, args.label, userEvent);
    const november = monthGrid(dialog, 2026, 11);
    await userEvent.click(within(november).getByRole('button', { name: dayName(2026, 11, 3) }));
    await userEvent.click(within(november).getByRole('button', { name: dayName(2026, 11, 10) }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('kit:dateRange.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger(canvas, args.label)).toHaveAccessibleName(`${args.label} 2026-11-20 09:30 → 2026-11-21 09:30`);
    // Opening again starts from the kept range, not from the cancelled one.
    dialog = await open(canvas, args.label, userEvent);
    await expect(within(dialog).getByText('2026-11-20 → 2026-11-21')).toBeVisible();
    await expect(
      within(monthGrid(dialog, 2026, 11)).getByRole('button', { name: dayName(2026, 11, 3) }),
    ).not.toHaveAccessibleName(new RegExp(escape(t('kit:dateRange.selected'))));
  },
};

export const PresetAppliesAtOnce: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('kit:rangePresets.yesterday') }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith({ start: '2026-11-20T00:00', end: '2026-11-20T23:59' });
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('kit:rangePresets.last7Days') }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-15T00:00', end: '2026-11-21T23:59' });
    await expect(trigger(canvas, args.label)).toHaveAccessibleName(`${args.label} 2026-11-15 00:00 → 2026-11-21 23:59`);
  },
};

export const WithError: Story = {
  args: {
    value: { start: '2026-11-21T09:30', end: '2026-11-20T09:30' },
    endError: 'The end must be after the start.',
  },
  play: async ({ canvas, args }) => {
    const button = trigger(canvas, args.label);
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleDescription(args.endError!);
    await expect(canvas.getByRole('alert')).toHaveTextContent(args.endError!);
  },
};

export const Empty: Story = {
  args: { value: { start: '', end: '' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(trigger(canvas, args.label)).toHaveAccessibleName(`${args.label} ${t('kit:dateRange.empty')}`);
    const dialog = await open(canvas, args.label, userEvent);
    await expect(within(dialog).getByText(t('kit:dateRange.pickStart'))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('kit:dateRange.confirm') })).toBeDisabled();
    // Nothing chosen yet: the dialog opens on today, in today's month.
    await waitFor(() =>
      expect(within(monthGrid(dialog, 2026, 11)).getByRole('button', { name: dayName(2026, 11, 21) })).toHaveFocus(),
    );
  },
};

/**
 * On a phone (390 px) the dialog shows one month. The picker reads the screen width, so the story
 * makes the screen report a phone's width while it runs.
 */
export const PhoneOneMonth: Story = {
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
  beforeEach: () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      if (!min) return matchMedia.call(window, query);
      const list = new EventTarget() as MediaQueryList;
      return Object.assign(list, {
        matches: 390 >= Number(min[1]),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
      });
    };
    return () => {
      window.matchMedia = matchMedia;
    };
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(trigger(canvas, args.label).getBoundingClientRect().width).toBeLessThanOrEqual(390);
    const dialog = await open(canvas, args.label, userEvent);
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    await expect(within(dialog).getByText(caption(2026, 11))).toBeVisible();
    const footer = within(dialog).getByRole('button', { name: t('kit:dateRange.confirm') }).parentElement!;
    await expect(footer.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { calendarLocale } from '@/components/ui/date-range/calendar-day';
import { t, tx } from '@/test/translate';
import { STORY_RANGE, storyClock } from '@/test/fixtures/history';
import { HistoryFilters } from './history-filters';

const meta = {
  title: 'History/HistoryFilters',
  component: HistoryFilters,
  args: {
    defaultValues: { username: 'player01', kind: 'transaction', ...STORY_RANGE },
    onSearch: fn(),
    clock: storyClock,
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof HistoryFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The range picker's button, named by its label then the range it holds. */
const range = (start: string, end: string) => ({ name: `${t('history:filters.range')} ${start} → ${end}` });

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: t('history:filters.title') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('history:filters.username') })).toHaveValue('player01');
    await expect(canvas.getByRole('button', range('2026-11-20 09:30', '2026-11-21 09:30'))).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('history:filters.kind') }), 'redEnvelope');
    await userEvent.click(canvas.getByRole('button', { name: t('history:filters.search') }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      { username: 'player01', kind: 'redEnvelope', ...STORY_RANGE },
      expect.anything(),
    );
  },
};

export const TodayPreset: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('kit:rangePresets.today') }));
    await expect(await canvas.findByRole('button', range('2026-11-21 00:00', '2026-11-21 23:59'))).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const EndBeforeStart: Story = {
  args: {
    defaultValues: { username: '', kind: 'transaction', start: '2026-11-21T09:30', end: '2026-11-20T09:30' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('history:filters.search') }));
    await expect(await canvas.findByText(t('history:validation.endBeforeStart'))).toBeVisible();
    const picker = canvas.getByRole('button', range('2026-11-21 09:30', '2026-11-20 09:30'));
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription(t('history:validation.endBeforeStart'));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/**
 * The picker always sets both ends, so a missing end comes only from the values the form opens with:
 * the form still refuses to search and marks the range.
 */
export const StartRequired: Story = {
  args: { defaultValues: { username: '', kind: 'transaction', start: '', end: '2026-11-21T09:30' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('history:filters.search') }));
    await expect(await canvas.findByText(t('history:validation.startRequired'))).toBeVisible();
    const picker = canvas.getByRole('button', range(t('kit:dateRange.empty'), '2026-11-21 09:30'));
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription(t('history:validation.startRequired'));
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const EndRequired: Story = {
  args: { defaultValues: { username: '', kind: 'transaction', start: '2026-11-20T09:30', end: '' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('history:filters.search') }));
    await expect(await canvas.findByText(t('history:validation.endRequired'))).toBeVisible();
    const picker = canvas.getByRole('button', range('2026-11-20 09:30', t('kit:dateRange.empty')));
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** A range chosen in the picker (days, then times) is what Search sends. */
export const PickedRangeIsSearched: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', range('2026-11-20 09:30', '2026-11-21 09:30')));
    const dialog = await screen.findByRole('dialog', { name: t('history:filters.range') });
    const full = new Intl.DateTimeFormat(calendarLocale(i18next.resolvedLanguage ?? 'en'), { dateStyle: 'full' });
    const day = (d: number) => ({ name: new RegExp(`^${full.format(new Date(2026, 10, d))}`) });
    await userEvent.click(within(dialog).getByRole('button', day(16)));
    await userEvent.click(within(dialog).getByRole('button', day(18)));
    const startTime = t('kit:dateRange.startTime');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: t('kit:dateRange.hourOf', { what: startTime }) }),
      '00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('kit:dateRange.confirm') }));
    await expect(await canvas.findByRole('button', range('2026-11-16 00:30', '2026-11-18 09:30'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('history:filters.search') }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      { username: 'player01', kind: 'transaction', start: '2026-11-16T00:30', end: '2026-11-18T09:30' },
      expect.anything(),
    );
  },
};

export const Searching: Story = {
  args: { searching: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: t('history:filters.search') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** On a phone the form folds behind a toggle saying what is searched, so the records are on the first screen. */
export const PhoneFolded: Story = {
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: tx('history:filters.title') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveTextContent('player01');
    await expect(toggle).toHaveTextContent(t('history:kinds.transaction'));
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('form', { name: t('history:filters.title') })).toBeVisible();
  },
};

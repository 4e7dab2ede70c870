import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { calendarLocale } from '@/components/ui/date-range/calendar-day';
import { t } from '@/test/translate';
import { z } from 'zod';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { aggregateSr02 } from '@mocks/handlers/reports';
import { sr02QuerySchema } from '@/lib/api/endpoints/reports';
import { storyEndpoint as endpoint, fail, ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { Sr02Report } from './sr02-report';
import { STORY_RANGE, storyClock, storyTransactions } from '@/test/fixtures/reports';

const sent: z.infer<typeof sr02QuerySchema>[] = [];

/** The demo SR02, recording each request so the stories can check the dates sent. */
const recordingSr02 = endpoint('api/report/sr02', sr02QuerySchema, ({ payload, state }) => {
  sent.push(payload);
  return ok(aggregateSr02(state.transactions, payload));
});

const meta = {
  title: 'Reports/Sr02Report',
  component: Sr02Report,
  args: { initialRange: STORY_RANGE, clock: storyClock },
  // A story's msw.handlers replace the preview's list, so each list ends with the whole demo backend.
  parameters: { route: '/report/sr02', layout: 'padded', msw: { handlers: [recordingSr02, ...handlers] } },
  beforeEach: () => {
    sent.length = 0;
    signInAs(1);
    db.update((s) => {
      s.transactions = structuredClone(storyTransactions);
    });
  },
} satisfies Meta<typeof Sr02Report>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const totals = (canvas: Canvas) => canvas.findByRole('table', { name: t('reports:totals.caption') });
/** The agent list once the last search has answered (Search is busy until then). */
const agents = async (canvas: Canvas) => {
  const table = await canvas.findByRole('grid', { name: t('reports:table.caption') });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
};
const totalCells = async (canvas: Canvas) => {
  const table = await totals(canvas);
  return within(table)
    .getAllByRole('cell')
    .map((c) => c.textContent);
};

/** The range picker's button, named by its label then the range it holds. */
const range = (start: string, end: string) => ({ name: `${t('reports:filters.range')} ${start} → ${end}` });
/** A November 2026 day button of the open calendar, named by its full date as calendar.tsx names it. */
const november = (dialog: HTMLElement, day: number) => {
  const lng = calendarLocale(i18next.resolvedLanguage ?? 'en');
  const month = new Intl.DateTimeFormat(lng, { year: 'numeric', month: 'long' }).format(new Date(2026, 10, 1));
  const full = new Intl.DateTimeFormat(lng, { dateStyle: 'full' }).format(new Date(2026, 10, day));
  const grid = within(dialog).getByRole('grid', { name: month });
  return within(grid).getByRole('button', { name: new RegExp(`^${full.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
};
const openPicker = async (
  canvas: Canvas,
  userEvent: { click: (el: Element) => Promise<void> },
  now: Parameters<typeof range>,
) => {
  await userEvent.click(canvas.getByRole('button', range(...now)));
  return screen.findByRole('dialog', { name: t('reports:filters.range') });
};

export const DefaultRange: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', range('2026-11-20', '2026-11-21'))).toBeVisible();
    await waitFor(() => expect(sent).toEqual([{ username: '', start_date: '2026-11-20', end_date: '2026-11-21' }]));
  },
};

export const ResultsWithTotalsAndNet: Story = {
  play: async ({ canvas }) => {
    // in 1,500.25 + 200 + 10,000 = 11,700.25; out 700.10 + 12,345.67 = 13,045.77; net = -1,345.52
    await waitFor(async () => expect(await totalCells(canvas)).toEqual(['11,700.25', '13,045.77', '-1,345.52']));
    const list = await agents(canvas);
    const rows = within(list)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('gridcell')
          .map((c) => c.textContent),
      );
    await expect(rows).toEqual([
      ['admin', '10,000.00', '12,345.67'],
      ['agent01', '1,700.25', '700.10'],
    ]);
  },
};

export const FilterByAgent: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(async () => expect(await totalCells(canvas)).toEqual(['11,700.25', '13,045.77', '-1,345.52']));
    await userEvent.type(canvas.getByRole('textbox', { name: t('reports:filters.agent') }), 'agent01');
    await userEvent.click(canvas.getByRole('button', { name: t('reports:filters.search') }));
    await waitFor(async () => expect(await totalCells(canvas)).toEqual(['1,700.25', '700.10', '1,000.15']));
    await expect(sent.at(-1)).toEqual({ username: 'agent01', start_date: '2026-11-20', end_date: '2026-11-21' });
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [replyWith('api/report/sr02', ok({ total_list: [], data_list: [] })), ...handlers] } },
  play: async ({ canvas }) => {
    const list = await agents(canvas);
    await expect(await within(list).findByText(t('common:noDataAvailable'))).toBeVisible();
    await expect(await totalCells(canvas)).toEqual(['0.00', '0.00', '0.00']);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [replyWith('api/report/sr02', ok({}), { delayMs: 'infinite' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('grid', { name: t('reports:table.caption') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: t('reports:filters.search') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const PickerConfirm: Story = {
  play: async ({ canvas, userEvent }) => {
    await agents(canvas);
    const dialog = await openPicker(canvas, userEvent, ['2026-11-20', '2026-11-21']);
    await userEvent.click(november(dialog, 15));
    await userEvent.click(november(dialog, 21));
    await userEvent.click(within(dialog).getByRole('button', { name: t('kit:dateRange.confirm') }));
    await expect(await canvas.findByRole('button', range('2026-11-15', '2026-11-21'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('reports:filters.search') }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({ username: '', start_date: '2026-11-15', end_date: '2026-11-21' }),
    );
    // agent02's rows of 15 and 16 November now count.
    await waitFor(async () => expect(await totalCells(canvas)).toEqual(['12,000.25', '13,166.27', '-1,166.02']));
  },
};

export const PickerCancel: Story = {
  play: async ({ canvas, userEvent }) => {
    await agents(canvas);
    const dialog = await openPicker(canvas, userEvent, ['2026-11-20', '2026-11-21']);
    // The dialog opens on the range in force.
    await expect(within(dialog).getByText('2026-11-20 → 2026-11-21')).toBeVisible();
    await expect(november(dialog, 21)).toHaveAccessibleName(new RegExp(t('kit:dateRange.selected')));
    await userEvent.click(november(dialog, 3));
    await userEvent.click(november(dialog, 10));
    await expect(within(dialog).getByText('2026-11-03 → 2026-11-10')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('kit:dateRange.cancel') }));
    await expect(await canvas.findByRole('button', range('2026-11-20', '2026-11-21'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const PresetLast7Days: Story = {
  play: async ({ canvas, userEvent }) => {
    await agents(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t('kit:rangePresets.last7Days') }));
    await expect(canvas.getByRole('button', range('2026-11-15', '2026-11-21'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('kit:rangePresets.today') }));
    await expect(canvas.getByRole('button', range('2026-11-21', '2026-11-21'))).toBeVisible();
  },
};

/**
 * A last day picked before the first one becomes the range's first day: the picker keeps days in
 * order, so no search goes out with the end before the start (the form's own check is in Sr02Filters).
 */
export const DaysPickedBackwardsAreOrdered: Story = {
  play: async ({ canvas, userEvent }) => {
    await agents(canvas);
    const dialog = await openPicker(canvas, userEvent, ['2026-11-20', '2026-11-21']);
    await userEvent.click(november(dialog, 21));
    await userEvent.click(november(dialog, 1));
    await userEvent.click(within(dialog).getByRole('button', { name: t('kit:dateRange.confirm') }));
    await expect(await canvas.findByRole('button', range('2026-11-01', '2026-11-21'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('reports:filters.search') }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({ username: '', start_date: '2026-11-01', end_date: '2026-11-21' }),
    );
    await expect(canvas.queryByText(t('reports:validation.endBeforeStart'))).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [replyWith('api/report/sr02', fail(5002, 'Report service is busy')), ...handlers] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Report service is busy');
    await expect(await totalCells(canvas)).toEqual(['0.00', '0.00', '0.00']);
    await expect(canvas.getByRole('button', { name: t('reports:filters.search') })).toBeEnabled();
  },
};

/** A link naming an agent, days and an order: the form and the report show that search. */
export const OpenedFromLink: Story = {
  parameters: { route: '/report/sr02?username=agent01&start_date=2026-11-19&end_date=2026-11-21&sort=-total_in' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: t('reports:filters.agent') })).toHaveValue('agent01');
    await expect(canvas.getByRole('button', range('2026-11-19', '2026-11-21'))).toBeVisible();
    await waitFor(() =>
      expect(sent).toEqual([{ username: 'agent01', start_date: '2026-11-19', end_date: '2026-11-21' }]),
    );
    const list = await agents(canvas);
    await expect(within(list).getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'descending');
  },
};

/** A link naming a day that does not exist: the notice says so, and the usual report runs. */
export const RefusedLink: Story = {
  parameters: { route: '/report/sr02?start_date=2026-02-30' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(t('kit:views.refusedLink'))).toBeVisible();
    await expect(canvas.getByRole('button', range('2026-11-20', '2026-11-21'))).toBeVisible();
    await waitFor(() => expect(sent).toEqual([{ username: '', start_date: '2026-11-20', end_date: '2026-11-21' }]));
    await agents(canvas);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, waitFor, within } from 'storybook/test';
import { i18next } from '@/lib/i18n';
import { calendarLocale } from '@/components/ui/date-range/calendar-day';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { fail, networkErrorFor, ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { t } from '@/test/translate';
import { HistorySearch } from './history-search';
import { STORY_RANGE, storyClock, storyRedEnvelopes, storyTransactions } from '@/test/fixtures/history';

// A story's msw.handlers replace the preview's list, so each override list ends with the whole demo backend.
const meta = {
  title: 'History/HistorySearch',
  component: HistorySearch,
  args: { username: 'player01', initialRange: STORY_RANGE, clock: storyClock },
  parameters: { route: '/transaction/list/player01', layout: 'padded' },
  beforeEach: () => {
    signInAs(4);
    db.update((s) => {
      s.transactions = structuredClone(storyTransactions);
      s.redEnvelopes = structuredClone(storyRedEnvelopes);
    });
  },
} satisfies Meta<typeof HistorySearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The transaction table once the opening search has answered (Search is busy until then). */
const transactionsTable = async (canvas: { findByRole: typeof screen.findByRole }) => {
  const table = await canvas.findByRole('grid', { name: t('history:table.transactions') });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
};

/** The range picker's button, named by its label then the range it holds. */
const range = (start: string, end: string) => ({ name: `${t('history:filters.range')} ${start} → ${end}` });
/** A day button of the open calendar, named by its full date in the story's language (as calendar.tsx names it). */
const day = (date: Date) => {
  const full = new Intl.DateTimeFormat(calendarLocale(i18next.resolvedLanguage ?? 'en'), { dateStyle: 'full' });
  return new RegExp(`^${full.format(date).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
};

export const Loading: Story = {
  parameters: { msw: { handlers: [replyWith('api/transaction/list', ok([]), { delayMs: 'infinite' }), ...handlers] } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: t('history:table.transactions') });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('status')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('history:filters.search') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { username: 'nobody' },
  play: async ({ canvas }) => {
    const table = await transactionsTable(canvas);
    await expect(await within(table).findByText(t('common:noDataAvailable'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('history:filters.username') })).toHaveValue('nobody');
  },
};

// @spec chat.errors.text-user-rejected chat.errors.text-waiting-consent chat.errors.text-expired
export const TransactionResults: Story = {
  play: async ({ canvas }) => {
    const table = await transactionsTable(canvas);
    await expect(await within(table).findByText('+1,250,000.50')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('history:filters.username') })).toHaveValue('player01');
    await expect(canvas.getByRole('button', range('2026-11-20 09:30', '2026-11-21 09:30'))).toBeVisible();
    // Every type and status is labelled.
    for (const key of [
      'transactionType.1',
      'transactionType.2',
      'transactionType.3',
      'transactionType.4',
      'status.1',
      'status.4',
      'status.0',
      'status.2',
      'status.3',
    ])
      await expect(within(table).getAllByText(t(`history:${key}`))[0]).toBeVisible();
    await expect(within(table).getByText('2026-11-21 09:05:00')).toBeVisible();
    await expect(within(table).queryByText('2026-11-19 11:00:00')).toBeNull();
    await expect(canvas.getByText(t('kit:table.showing', { from: 1, to: 5, total: 5 }))).toBeVisible();
  },
};

export const RedEnvelopeResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await transactionsTable(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('history:filters.kind') }), 'redEnvelope');
    await userEvent.click(canvas.getByRole('button', { name: t('history:filters.search') }));
    const table = await canvas.findByRole('grid', { name: t('history:table.redEnvelopes') });
    await expect(await within(table).findByText('+1,888.00')).toBeVisible();
    await expect(within(table).getByText(t('history:redEnvelopeType.1'))).toBeVisible();
    await expect(within(table).getByText(t('history:redEnvelopeType.2'))).toBeVisible();
    await expect(within(table).getAllByText('player01')).toHaveLength(2);
  },
};

/** The picker keeps a range's days in order, but one day with an end time before the start time is refused. */
export const EndBeforeStart: Story = {
  play: async ({ canvas, userEvent }) => {
    await transactionsTable(canvas);
    await userEvent.click(canvas.getByRole('button', range('2026-11-20 09:30', '2026-11-21 09:30')));
    const dialog = await screen.findByRole('dialog', { name: t('history:filters.range') });
    const dayButton = () => within(dialog).getByRole('button', { name: day(new Date(2026, 10, 19)) });
    await userEvent.click(dayButton());
    await userEvent.click(dayButton());
    const endTime = t('kit:dateRange.endTime');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: t('kit:dateRange.hourOf', { what: endTime }) }),
      '08',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: t('kit:dateRange.minuteOf', { what: endTime }) }),
      '00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('kit:dateRange.confirm') }));
    await userEvent.click(canvas.getByRole('button', { name: t('history:filters.search') }));
    await expect(await canvas.findByText(t('history:validation.endBeforeStart'))).toBeVisible();
    await expect(canvas.getByRole('button', range('2026-11-19 09:30', '2026-11-19 08:00'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const UsernameTooLong: Story = {
  play: async ({ canvas, userEvent }) => {
    await transactionsTable(canvas);
    const username = canvas.getByRole('textbox', { name: t('history:filters.username') });
    await userEvent.clear(username);
    await userEvent.type(username, 'x'.repeat(51));
    await userEvent.click(canvas.getByRole('button', { name: t('history:filters.search') }));
    await expect(await canvas.findByText(t('history:validation.usernameTooLong'))).toBeVisible();
  },
};

export const PresetYesterday: Story = {
  play: async ({ canvas, userEvent }) => {
    await transactionsTable(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t('kit:rangePresets.yesterday') }));
    await expect(await canvas.findByRole('button', range('2026-11-20 00:00', '2026-11-20 23:59'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('kit:rangePresets.last7Days') }));
    await expect(await canvas.findByRole('button', range('2026-11-15 00:00', '2026-11-21 23:59'))).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [replyWith('api/transaction/list', fail(5002, 'History is temporarily unavailable')), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('History is temporarily unavailable');
    await expect(within(alert).getByRole('button', { name: t('common:actions.retry') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('history:filters.search') })).toBeEnabled();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [networkErrorFor('api/transaction/list'), ...handlers] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('common:errors.network'));
  },
};

export const RemarkEditSuccess: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await transactionsTable(canvas);
    await userEvent.click(
      await within(table).findByRole('button', { name: t('history:editRemark.buttonFor', { id: 7103 }) }),
    );
    const body = within(document.body);
    const remark = await body.findByRole('textbox', { name: t('history:editRemark.label') });
    await userEvent.type(remark, 'Gift approved by manager');
    await userEvent.click(body.getByRole('button', { name: t('common:actions.save') }));
    const done = await body.findByText(t('history:editRemark.success'));
    await expect(done).toBeVisible();
    // The pointer on the toast holds it (as for a reader) while the rest is checked and pictured.
    await userEvent.hover(done);
    await waitFor(() => expect(within(table).getByText('Gift approved by manager')).toBeVisible());
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const RemarkEditFailure: Story = {
  parameters: {
    msw: { handlers: [replyWith('api/transaction/edit', fail(4040, 'Transaction not found')), ...handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    const table = await transactionsTable(canvas);
    await userEvent.click(
      await within(table).findByRole('button', { name: t('history:editRemark.buttonFor', { id: 7101 }) }),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: t('history:editRemark.title') });
    const remark = within(dialog).getByRole('textbox', { name: t('history:editRemark.label') });
    await expect(remark).toHaveValue('Deposit via bank');
    await userEvent.clear(remark);
    await userEvent.type(remark, 'Bank ref 123');
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Transaction not found');
    // Still usable: the text is kept and Save can be pressed again.
    await expect(remark).toHaveValue('Bank ref 123');
    await expect(within(dialog).getByRole('button', { name: t('common:actions.save') })).toBeEnabled();
  },
};

export const RemarkTooLong: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await transactionsTable(canvas);
    await userEvent.click(
      await within(table).findByRole('button', { name: t('history:editRemark.buttonFor', { id: 7103 }) }),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: t('history:editRemark.title') });
    await fireEvent.change(within(dialog).getByRole('textbox', { name: t('history:editRemark.label') }), {
      target: { value: 'r'.repeat(256) },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.save') }));
    await expect(await within(dialog).findByText(t('history:validation.remarkTooLong'))).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { t } from '@/test/translate';
import { yesterdayToToday } from '@/lib/dates';
import { compareAmounts } from '@/lib/money';
import { signInAs } from '@mocks/server/story-session';
import Sr02Page from './sr02-page';

/** The routed page on the seeded demo data; its dates depend on today, so no picture is kept. */
const meta = {
  title: 'Reports/Sr02Page',
  component: Sr02Page,
  parameters: { route: '/report/sr02', layout: 'padded', snapshot: false },
  beforeEach: () => {
    signInAs(1);
  },
} satisfies Meta<typeof Sr02Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnYesterdayToToday: Story = {
  play: async ({ canvas }) => {
    const { start, end } = yesterdayToToday();
    await expect(
      await canvas.findByRole('button', { name: `${t('reports:filters.range')} ${start} → ${end}` }),
    ).toBeVisible();
    const totals = canvas.getByRole('table', { name: t('reports:totals.caption') });
    // The seeded history makes the default range non-trivial.
    await waitFor(() =>
      expect(compareAmounts(within(totals).getAllByRole('cell')[0]!.textContent!.replace(/,/g, ''), 0)).toBe(1),
    );
  },
};

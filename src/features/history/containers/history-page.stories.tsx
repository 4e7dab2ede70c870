import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { signInAs } from '@mocks/server/story-session';
import { t, tx } from '@/test/translate';
import HistoryPage from './history-page';

/** Any row's "edit remark" button, whatever its transaction id. */
const anyEditButton = () => {
  const [before = '', after = ''] = t('history:editRemark.buttonFor', { id: 'ROW_ID' }).split('ROW_ID');
  return (name: string) =>
    name.startsWith(before) && name.endsWith(after) && name.length > before.length + after.length;
};

/** The routed page on the seeded demo data; its range depends on "now", so no picture is kept. */
const meta = {
  title: 'History/HistoryPage',
  component: HistoryPage,
  parameters: { route: '/transaction/list/player01', layout: 'padded', snapshot: false },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/transaction/list/:username" element={<Story />} />
        <Route path="/transaction/list" element={<Story />} />
      </Routes>
    ),
  ],
  beforeEach: () => {
    signInAs(4);
  },
} satisfies Meta<typeof HistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensOnTheLast24HoursOfTheRouteUser: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: t('history:filters.username') })).toHaveValue('player01');
    // The range picker's button reads "<label> <start> → <end>", each end "YYYY-MM-DD HH:mm".
    const picker = canvas.getByRole('button', { name: tx('history:filters.range') });
    const ends = /(\d{4}-\d{2}-\d{2} \d{2}:\d{2}) → (\d{4}-\d{2}-\d{2} \d{2}:\d{2})/.exec(picker.textContent ?? '');
    await expect(ends).not.toBeNull();
    const [start, end] = [ends![1]!.replace(' ', 'T'), ends![2]!.replace(' ', 'T')];
    await expect(Date.parse(end) - Date.parse(start)).toBe(24 * 3600_000);
    const table = canvas.getByRole('grid', { name: t('history:table.transactions') });
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: anyEditButton() }).length).toBeGreaterThan(0),
    );
  },
};

export const WithoutUsername: Story = {
  parameters: { route: '/transaction/list' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: t('history:filters.username') })).toHaveValue('');
    const table = canvas.getByRole('grid', { name: t('history:table.transactions') });
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: anyEditButton() }).length).toBeGreaterThan(5),
    );
  },
};

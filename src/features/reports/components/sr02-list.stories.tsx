import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '@/test/translate';
import { Sr02List } from './sr02-list';

const meta = {
  title: 'Reports/Sr02List',
  component: Sr02List,
  args: {
    rows: [
      { username: 'agent01', total_in: '1700.25', total_out: '700.1' },
      { username: 'admin', total_in: '10000', total_out: '12345.67' },
    ],
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof Sr02List>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('grid', { name: t('reports:table.caption') });
    await expect(await within(table).findByText('agent01')).toBeVisible();
    await expect(within(table).getByText('1,700.25')).toBeVisible();
    await expect(within(table).getByText('12,345.67')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: t('reports:table.search') }), 'adm');
    await expect(await canvas.findByText(t('kit:table.showing', { from: 1, to: 1, total: 1 }))).toBeVisible();
    await expect(within(table).queryByText('agent01')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: t('reports:table.caption') });
    await expect(await within(table).findByText(t('common:noDataAvailable'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: t('reports:table.caption') })).toHaveAttribute('aria-busy', 'true');
  },
};

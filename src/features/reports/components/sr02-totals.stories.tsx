import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '@/test/translate';
import { Sr02Totals } from './sr02-totals';

const meta = {
  title: 'Reports/Sr02Totals',
  component: Sr02Totals,
  args: { summary: { totalIn: '11700.25', totalOut: '13045.77', net: '-1345.52' } },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof Sr02Totals>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NegativeNet: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('reports:totals.caption') });
    await expect(within(table).getByRole('columnheader', { name: t('reports:totals.net') })).toBeVisible();
    await expect(within(table).getByText('11,700.25')).toBeVisible();
    await expect(within(table).getByText('13,045.77')).toBeVisible();
    await expect(canvas.getByTestId('sr02-net')).toHaveTextContent('-1,345.52');
  },
};

export const PositiveNet: Story = {
  args: { summary: { totalIn: '1700.257', totalOut: '700.1', net: '1000.157' } },
  play: async ({ canvas }) => {
    // Rounded down to two decimals.
    await expect(canvas.getByText('1,700.25')).toBeVisible();
    await expect(canvas.getByTestId('sr02-net')).toHaveTextContent('1,000.15');
  },
};

export const Empty: Story = {
  args: { summary: { totalIn: '0', totalOut: '0', net: '0' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('0.00')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: t('reports:totals.caption') })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

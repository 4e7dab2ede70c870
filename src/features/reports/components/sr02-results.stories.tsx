import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { Sr02Results } from './sr02-results';

const meta = {
  title: 'Reports/Sr02Results',
  component: Sr02Results,
  args: {
    report: {
      totalList: [
        { total_in: '1700.25', total_out: '700.1' },
        { total_in: '10000', total_out: '12345.67' },
      ],
      dataList: [
        { username: 'agent01', total_in: '1700.25', total_out: '700.1' },
        { username: 'admin', total_in: '10000', total_out: '12345.67' },
      ],
    },
    onRetry: fn(),
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof Sr02Results>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithReport: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: t('reports:totals.caption') })).toBeVisible();
    await expect(canvas.getByTestId('sr02-net')).toHaveTextContent('-1,345.52');
    const list = canvas.getByRole('grid', { name: t('reports:table.caption') });
    await expect(await within(list).findByText('agent01')).toBeVisible();
    await expect(within(list).getByText('admin')).toBeVisible();
  },
};

export const NoReportYet: Story = {
  args: { report: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('sr02-net')).toHaveTextContent('0.00');
    const list = canvas.getByRole('grid', { name: t('reports:table.caption') });
    await expect(await within(list).findByText(t('common:noDataAvailable'))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { error: 'Network error. Please try again.' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('reports:searchFailed'));
    await expect(alert).toHaveTextContent('Network error. Please try again.');
    // No stale figures next to a failure.
    await expect(canvas.getByTestId('sr02-net')).toHaveTextContent('0.00');
    await userEvent.click(within(alert).getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { report: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: t('reports:totals.caption') })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('grid', { name: t('reports:table.caption') })).toHaveAttribute('aria-busy', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageHeader } from './page-header';
import { t } from '@/test/translate';

const meta = {
  title: 'Shell/PageHeader',
  component: PageHeader,
  args: { title: 'Agents', onRefresh: fn() },
  parameters: { router: false },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:pageHeader.refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: t('shell:pageHeader.refresh') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

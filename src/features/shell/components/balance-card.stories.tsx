import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BalanceCard } from './balance-card';
import { limitedWallet, multiWallet, unlimitedWallet } from '@/test/fixtures/shell';
import { t } from '@/test/translate';

const meta = {
  title: 'Shell/BalanceCard',
  component: BalanceCard,
  args: { wallet: limitedWallet },
  parameters: { layout: 'centered', router: false },
  decorators: [(Story) => <div className="w-[236px]">{Story()}</div>],
} satisfies Meta<typeof BalanceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Limited: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: t('shell:balance.region') });
    await expect(region).toHaveTextContent('1,234,567.89');
    await expect(canvas.queryByText(t('shell:balance.game'))).not.toBeInTheDocument();
  },
};

export const Unlimited: Story = {
  args: { wallet: unlimitedWallet },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('common:unlimited'))).toBeVisible();
  },
};

export const MultiWallet: Story = {
  args: { wallet: multiWallet },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234,567.89')).toBeVisible();
    await expect(canvas.getByText(t('shell:balance.game'))).toBeVisible();
    await expect(canvas.getByText('5,320.50')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { wallet: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('…')).toHaveAttribute('aria-busy', 'true');
  },
};

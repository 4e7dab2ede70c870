import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { DemoAccountsPanel } from './demo-accounts-panel';
import { cardFrame } from '@/test/stories/card-frame';

const meta = {
  title: 'Auth/DemoAccountsPanel',
  component: DemoAccountsPanel,
  args: {
    accounts: [
      {
        username: 'admin',
        password: 'admin123',
        role: 'admin',
        factors: [{ method: 'authenticator', code: '135790' }],
      },
      { username: 'service01', password: 'service123', role: 'customerService', factors: [] },
    ],
    onPick: fn(),
    onReset: fn(),
  },
  decorators: [cardFrame],
  parameters: { router: false },
} satisfies Meta<typeof DemoAccountsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText(`${t('auth:demo.roles.admin')} · ${t('auth:demo.factors.authenticator', { code: '135790' })}`),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'service01' }));
    await expect(args.onPick).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'service01', password: 'service123' }),
    );
  },
};

export const Resetting: Story = {
  args: { resetting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('common:demo.reset') })).toHaveAttribute('aria-busy', 'true');
  },
};

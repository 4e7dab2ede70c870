import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '@/test/translate';
import { TransactionStatusBadge } from './status-badge';

const meta = {
  title: 'History/TransactionStatusBadge',
  component: TransactionStatusBadge,
  args: { status: 1 },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof TransactionStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('history:status.1'))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('history:status.0'))).toBeVisible();
  },
};

export const Rejected: Story = {
  args: { status: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('history:status.2'))).toBeVisible();
  },
};

export const Expired: Story = {
  args: { status: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('history:status.3'))).toBeVisible();
  },
};

export const Pending: Story = {
  args: { status: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('history:status.4'))).toBeVisible();
  },
};

export const UnknownStatus: Story = {
  args: { status: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('history:status.unknown', { value: 9 }))).toBeVisible();
  },
};

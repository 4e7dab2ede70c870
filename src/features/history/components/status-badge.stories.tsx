import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
    await expect(canvas.getByText('Success')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { status: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
  },
};

export const UnknownStatus: Story = {
  args: { status: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Status 9')).toBeVisible();
  },
};

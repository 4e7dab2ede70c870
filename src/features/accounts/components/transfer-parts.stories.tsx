import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { BalancePreview, FormFooter, historyHrefFor, OutcomeUnknownNotice } from './transfer-parts';

const meta = {
  title: 'Accounts/Transfers/TransferParts',
  component: BalancePreview,
  args: { current: '1234.567', after: '1134.567' },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof BalancePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BalancePreviewDefault: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Current balance')).toBeVisible();
    await expect(canvas.getByText('1,234.56')).toBeVisible();
    await expect(canvas.getByText('1,134.56')).toBeVisible();
    await expect(canvas.queryByText('Audit amount (turnover required)')).not.toBeInTheDocument();
  },
};

export const BalancePreviewNoAmountYet: Story = {
  args: { current: null, after: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not available yet')).toHaveLength(2);
  },
};

export const BalancePreviewNegative: Story = {
  args: { current: '50', after: '-25.5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-25.50')).toHaveClass('text-red-700');
    await expect(canvas.getByText('The account does not hold enough points for this amount.')).toBeVisible();
  },
};

export const BalancePreviewUnlimited: Story = {
  args: { current: '-1', after: '-101' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Unlimited')).toHaveLength(2);
    await expect(
      canvas.queryByText('The account does not hold enough points for this amount.'),
    ).not.toBeInTheDocument();
  },
};

export const BalancePreviewWithAudit: Story = {
  args: { current: '100', after: '300', audit: '600' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Audit amount (turnover required)')).toBeVisible();
    await expect(canvas.getByText('600.00')).toBeVisible();
  },
};

export const OutcomeUnknown: StoryObj<typeof OutcomeUnknownNotice> = {
  args: { historyHref: historyHrefFor('player 01'), acknowledged: false, onAcknowledgedChange: fn() },
  render: (args) => <OutcomeUnknownNotice {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Result unknown');
    await expect(canvas.getByRole('link', { name: /transaction history/ })).toHaveAttribute(
      'href',
      '/transaction/list/player%2001',
    );
    await expect(canvas.getByRole('link', { name: /transaction history/ })).toHaveAttribute('target', '_blank');
    const box = canvas.getByRole('checkbox', { name: /checked the history/ });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onAcknowledgedChange).toHaveBeenCalledWith(true);
  },
};

export const OutcomeUnknownAcknowledged: StoryObj<typeof OutcomeUnknownNotice> = {
  args: { historyHref: historyHrefFor('player01'), acknowledged: true, onAcknowledgedChange: fn() },
  render: (args) => <OutcomeUnknownNotice {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: /checked the history/ });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(args.onAcknowledgedChange).toHaveBeenCalledWith(false);
  },
};

export const FormFooterButtons: StoryObj<{ onCancel: () => void }> = {
  args: { onCancel: fn() },
  render: ({ onCancel }) => (
    <div className="max-w-md rounded-lg border border-slate-200 bg-white px-5 pt-4 pb-4">
      <FormFooter>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled>
          Send
        </Button>
      </FormFooter>
    </div>
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

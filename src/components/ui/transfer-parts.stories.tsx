import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { t } from '@/test/translate';
import { ShareholderWalletNote } from './shareholder-wallet-note';
import { BalancePreview, FormFooter, historyHrefFor, OutcomeUnknownNotice } from './transfer-parts';

const meta = {
  tags: ['autodocs'],
  title: 'Accounts/Transfers/TransferParts',
  component: BalancePreview,
  args: { current: '1234.567', after: '1134.567' },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof BalancePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BalancePreviewDefault: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('kit:transfer.currentBalance'))).toBeVisible();
    await expect(canvas.getByText('1,234.56')).toBeVisible();
    await expect(canvas.getByText('1,134.56')).toBeVisible();
    await expect(canvas.queryByText(t('kit:transfer.auditAmount'))).not.toBeInTheDocument();
  },
};

export const BalancePreviewNoAmountYet: Story = {
  args: { current: null, after: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(t('kit:transfer.noAmountYet'))).toHaveLength(2);
  },
};

export const BalancePreviewNegative: Story = {
  args: { current: '50', after: '-25.5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-25.50')).toHaveClass('text-red-700');
    await expect(canvas.getByText(t('kit:transfer.afterNegative'))).toBeVisible();
  },
};

export const BalancePreviewUnlimited: Story = {
  args: { current: '-1', after: '-101' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(t('common:unlimited'))).toHaveLength(2);
    await expect(canvas.queryByText(t('kit:transfer.afterNegative'))).not.toBeInTheDocument();
  },
};

export const BalancePreviewWithAudit: Story = {
  args: { current: '100', after: '300', audit: '600' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('kit:transfer.auditAmount'))).toBeVisible();
    await expect(canvas.getByText('600.00')).toBeVisible();
  },
};

/** An audit amount keeps up to 4 decimals (cut, never rounded up); the balances keep 2. */
export const BalancePreviewAuditFourDecimals: Story = {
  args: { current: '0.1', after: '0.10055', audit: '0.00165' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('kit:transfer.auditAmount')).nextElementSibling).toHaveTextContent(/^0\.0016$/);
    await expect(canvas.getAllByText('0.10')).toHaveLength(2);
  },
};

/** The spec's shareholder wallet note, shown as text where points move into an account. */
export const ShareholderWalletNoteShown: StoryObj<typeof ShareholderWalletNote> = {
  render: () => <ShareholderWalletNote className="max-w-md" />,
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: t('kit:transfer.shareholderNote.title') });
    await expect(note).toBeVisible();
    await expect(note).toHaveTextContent(t('kit:transfer.shareholderNote.body'));
  },
};

export const OutcomeUnknown: StoryObj<typeof OutcomeUnknownNotice> = {
  args: { historyHref: historyHrefFor('player 01'), acknowledged: false, onAcknowledgedChange: fn() },
  render: (args) => <OutcomeUnknownNotice {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('kit:transfer.unknown.title'));
    await expect(canvas.getByRole('link', { name: t('kit:transfer.unknown.historyLink') })).toHaveAttribute(
      'href',
      '/transaction/list/player%2001',
    );
    await expect(canvas.getByRole('link', { name: t('kit:transfer.unknown.historyLink') })).toHaveAttribute(
      'target',
      '_blank',
    );
    const box = canvas.getByRole('checkbox', { name: t('kit:transfer.unknown.acknowledge') });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(args.onAcknowledgedChange).toHaveBeenCalledWith(true);
  },
};

export const OutcomeUnknownAcknowledged: StoryObj<typeof OutcomeUnknownNotice> = {
  args: { historyHref: historyHrefFor('player01'), acknowledged: true, onAcknowledgedChange: fn() },
  render: (args) => <OutcomeUnknownNotice {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: t('kit:transfer.unknown.acknowledge') });
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
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled>
          {t('kit:transfer.submit')}
        </Button>
      </FormFooter>
    </div>
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: t('kit:transfer.submit') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.cancel') }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

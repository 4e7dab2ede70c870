import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { BankCardList } from './bank-card-list';

const cards = [
  { id: 1, bank_id: 1, account_name: 'Lee Ming', account_no: '6222 0000 1111' },
  { id: 2, bank_id: 2, account_name: 'Lee Ming', account_no: '6222 0000 2222' },
];

const meta = {
  title: 'Chat/Bank/BankCardList',
  component: BankCardList,
  args: {
    cards,
    bankName: (id: number) => (id === 1 ? 'Maybank' : 'CIMB'),
    deletable: true,
    showAccountName: true,
    busy: false,
    onDelete: fn(),
  },
  decorators: [(Story) => <div className="w-[420px] p-4">{Story()}</div>],
} satisfies Meta<typeof BankCardList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards that may be deleted: each has its own delete button, naming the card. */
export const Deletable: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: t('chat-bank:cards.title') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(
      canvas.getByRole('button', { name: t('chat-bank:cards.deleteLabel', { number: '6222 0000 2222' }) }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(cards[1]);
  },
};

/** View only: no delete button, account names hidden where the deployment hides them. */
export const ViewOnly: Story = {
  args: { deletable: false, showAccountName: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6222 0000 1111')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Lee Ming')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat-bank:cards.empty'))).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
    showAccountName: true,
  },
  decorators: [(Story) => <div className="w-[420px] p-4">{Story()}</div>],
} satisfies Meta<typeof BankCardList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cards, one line each, with no delete of their own (the spec's delete takes every card). */
export const Listed: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: t('chat-bank:cards.title') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('Lee Ming');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Account names hidden where the deployment hides them. */
export const AccountNamesHidden: Story = {
  args: { showAccountName: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6222 0000 1111')).toBeVisible();
    await expect(canvas.queryByText('Lee Ming')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat-bank:cards.empty'))).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { t } from '@/test/translate';
import { ListTruncatedNotice } from './list-truncated-notice';

const meta = {
  title: 'Accounts/List/ListTruncatedNotice',
  component: ListTruncatedNotice,
  args: { total: 50_033, shown: 50_000 },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof ListTruncatedNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 50,033 accounts exist, the answer carried 50,000: both numbers and the way to the others are shown. */
export const MoreOnServer: Story = {
  play: async () => {
    const notice = await screen.findByRole('status');
    await expect(notice).toHaveTextContent(t('accounts:list.truncated', { total: '50,033', shown: '50,000' }));
    await expect(notice).toHaveTextContent('50,033');
  },
};

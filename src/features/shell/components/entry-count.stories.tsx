import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EntryCount } from './entry-count';
import { t } from '@/test/translate';

/** The count sits at the end of a full-width entry, or on the corner of a collapsed entry's icon. */
const meta = {
  title: 'Shell/EntryCount',
  component: EntryCount,
  args: { count: 4, collapsed: false },
  parameters: { router: false, layout: 'padded' },
  decorators: [
    (Story, { args }) => (
      <div
        data-testid="entry"
        className={
          args.collapsed
            ? 'relative size-10 rounded-md bg-white dark:bg-slate-900'
            : 'flex w-56 items-center rounded-md bg-white px-3 py-2 dark:bg-slate-900'
        }
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof EntryCount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4')).toBeVisible();
    // Screen readers hear what the figure means, not the bare number.
    await expect(canvas.getByText(t('chat-nav:rooms.unread', { count: 4 }))).toHaveClass('sr-only');
  },
};

/** Above 99 the badge keeps its size; the full count is still told to screen readers. */
export const OverNinetyNine: Story = {
  args: { count: 250 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.queryByText('250')).not.toBeInTheDocument();
    await expect(canvas.getByText(t('chat-nav:rooms.unread', { count: 250 }))).toBeInTheDocument();
  },
};

export const Collapsed: Story = {
  args: { collapsed: true, count: 12 },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('12');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveClass('absolute');
    // On the icon's top corner, inside the entry.
    const entry = canvas.getByTestId('entry').getBoundingClientRect();
    const box = badge.getBoundingClientRect();
    await expect(box.top - entry.top).toBeLessThan(entry.height / 2);
    await expect(box.right).toBeLessThanOrEqual(entry.right);
    await expect(canvas.getByText(t('chat-nav:rooms.unread', { count: 12 }))).toBeInTheDocument();
  },
};

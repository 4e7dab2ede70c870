import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '@/test/translate';
import { FindBar } from './find-bar';

const meta = {
  title: 'Chat/Room/FindBar',
  component: FindBar,
  args: {
    query: 'bonus',
    onQueryChange: fn(),
    total: 12,
    current: 3,
    canNext: true,
    canPrevious: true,
    onNext: fn(),
    onPrevious: fn(),
    onClose: fn(),
    hasOlder: true,
    older: { status: 'idle', searched: 0 },
    onSearchOlder: fn(),
    onCancelOlder: fn(),
  },
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof FindBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithMatches: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:find.next') }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:find.searchOlder') }));
    await expect(args.onSearchOlder).toHaveBeenCalledOnce();
  },
};

export const SearchingOlder: Story = {
  args: { total: 0, current: 0, older: { status: 'searching', searched: 120 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('chat-room:find.searched', { count: 120 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:find.cancel') }));
    await expect(args.onCancelOlder).toHaveBeenCalledOnce();
  },
};

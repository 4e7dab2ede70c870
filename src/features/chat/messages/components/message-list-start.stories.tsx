import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '@/test/translate';
import { MessageListStart } from './message-list-start';

const meta = {
  title: 'Chat/Room/MessageListStart',
  component: MessageListStart,
  args: { hasOlder: false, loadingOlder: false, empty: false, onLoadOlder: fn() },
  // The start sits at the top of the log's scrolling area, which places it.
  decorators: [
    (Story) => (
      <div className="relative mx-auto h-20 max-w-2xl overflow-hidden rounded-lg border border-slate-200 bg-white">
        <Story />
      </div>
    ),
  ],
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof MessageListStart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StartOfConversation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat-room:list.start'))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const OlderMessages: Story = {
  args: { hasOlder: true },
  play: async ({ canvas, userEvent, args }) => {
    const older = canvas.getByRole('button', { name: t('chat-room:list.older') });
    await expect(older).toBeEnabled();
    await userEvent.click(older);
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(t('chat-room:list.start'))).toBeNull();
    // A pointer click leaves no ring for the reader; whether the runner's synthetic click draws one varies.
    older.blur();
  },
};

export const LoadingOlder: Story = {
  args: { hasOlder: true, loadingOlder: true },
  play: async ({ canvas, args }) => {
    const older = canvas.getByRole('button', { name: t('chat-room:list.older') });
    await expect(older).toBeDisabled();
    await expect(older).toHaveAttribute('aria-busy', 'true');
    // A press on the busy button (pointer-events checks off: a disabled button takes none) does nothing.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(older);
    await expect(args.onLoadOlder).not.toHaveBeenCalled();
  },
};

/** An empty room says so in the list itself, so its top stays blank. */
export const EmptyRoom: Story = {
  args: { empty: true },
  parameters: { snapshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(t('chat-room:list.start'))).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

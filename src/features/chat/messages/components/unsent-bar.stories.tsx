import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '@/test/translate';
import { UnsentBar } from './unsent-bar';

const meta = {
  title: 'Chat/Room/UnsentBar',
  component: UnsentBar,
  args: { count: 3, sending: false, onRetryAll: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl overflow-hidden rounded-lg border border-slate-200">
        <Story />
      </div>
    ),
  ],
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof UnsentBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('chat-room:unsent.count', { count: 3 }));
    const retryAll = canvas.getByRole('button', { name: t('chat-room:unsent.retryAll') });
    await userEvent.click(retryAll);
    await expect(args.onRetryAll).toHaveBeenCalledTimes(1);
    // A pointer click leaves no ring for the reader; whether the runner's synthetic click draws one varies.
    retryAll.blur();
  },
};

export const Two: Story = {
  args: { count: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('chat-room:unsent.count', { count: 2 }));
    await expect(canvas.getByRole('button', { name: t('chat-room:unsent.retryAll') })).toBeEnabled();
  },
};

/** One message not sent has its own Retry beside it: no bar. */
export const OneHasNoBar: Story = {
  args: { count: 1 },
  parameters: { snapshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const RetryingAll: Story = {
  args: { count: 3, sending: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: t('chat-room:unsent.sending') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('chat-room:unsent.count', { count: 3 }));
    // A press on the busy button (pointer-events checks off: a disabled button takes none) does nothing.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    await expect(args.onRetryAll).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { AiRecoverBar } from './ai-recover-bar';

const meta = {
  title: 'Chat/Room/AiRecoverBar',
  component: AiRecoverBar,
  args: { onRecover: fn(), recovering: false },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl overflow-hidden rounded-lg border border-slate-200">
        <Story />
      </div>
    ),
  ],
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof AiRecoverBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText(t('chat-room:ai.hint'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:ai.recover') }));
    await expect(args.onRecover).toHaveBeenCalledTimes(1);
  },
};

export const Recovering: Story = {
  args: { recovering: true },
  play: async ({ canvas }) => {
    const recover = canvas.getByRole('button', { name: t('chat-room:ai.recover') });
    await expect(recover).toBeDisabled();
    await expect(recover).toHaveAttribute('aria-busy', 'true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { SoundBlockedHint } from './sound-blocked-hint';

const meta = {
  title: 'Chat/Alerts/SoundBlockedHint',
  component: SoundBlockedHint,
  args: { onAllow: fn() },
  decorators: [(Story) => <div className="w-[720px]">{Story()}</div>],
} satisfies Meta<typeof SoundBlockedHint>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The browser refused the chime: the hint says so, and its press lets the sound play from then on. */
export const Blocked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('chat-alerts:sound.blockedHint'));
    await userEvent.click(canvas.getByRole('button', { name: t('chat-alerts:sound.allow') }));
    await expect(args.onAllow).toHaveBeenCalledTimes(1);
  },
};

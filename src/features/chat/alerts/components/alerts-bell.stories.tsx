import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { t } from '@/test/translate';
import { AlertsBell } from './alerts-bell';

const meta = {
  title: 'Chat/Alerts/AlertsBell',
  component: AlertsBell,
  args: {
    permission: 'default',
    notify: false,
    sound: false,
    soundBlocked: false,
    onNotifyChange: fn(),
    onSoundChange: fn(),
    onAllowSound: fn(),
  },
  decorators: [(Story) => <div className="h-80 w-96 p-2">{Story()}</div>],
} satisfies Meta<typeof AlertsBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pressing the bell shows the alert choices; nothing is asked of the browser until a switch is pressed. */
export const Opened: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat-alerts:bell.label') }));
    const panel = await screen.findByText(t('chat-alerts:bell.title'));
    await expect(panel).toBeVisible();
    await expect(args.onNotifyChange).not.toHaveBeenCalled();
    const sound = within(document.body).getByRole('switch', { name: t('kit:alerts.sound.label') });
    await userEvent.click(sound);
    await expect(args.onSoundChange).toHaveBeenCalledWith(true);
  },
};

/** Notifications allowed and on, the sound blocked: the panel says so and offers the press that allows it. */
export const SoundBlocked: Story = {
  args: { permission: 'granted', notify: true, sound: true, soundBlocked: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat-alerts:bell.label') }));
    await expect(await screen.findByText(t('kit:alerts.sound.blocked'))).toBeVisible();
    await expect(screen.getByText(t('kit:alerts.notify.on'))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('kit:alerts.sound.allow') }));
    await expect(args.onAllowSound).toHaveBeenCalledTimes(1);
  },
};

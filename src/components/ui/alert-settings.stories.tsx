import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { AlertSettings } from './alert-settings';

const meta = {
  tags: ['autodocs'],
  title: 'UI/AlertSettings',
  component: AlertSettings,
  args: {
    permission: 'default',
    notify: false,
    sound: false,
    soundBlocked: false,
    onNotifyChange: fn(),
    onSoundChange: fn(),
    onAllowSound: fn(),
    className: 'w-80',
  },
} satisfies Meta<typeof AlertSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

const notifySwitch = (canvas: { getByRole: (role: string, o: { name: string }) => HTMLElement }) =>
  canvas.getByRole('switch', { name: t('kit:alerts.notify.label') });
const soundSwitch = (canvas: { getByRole: (role: string, o: { name: string }) => HTMLElement }) =>
  canvas.getByRole('switch', { name: t('kit:alerts.sound.label') });

/** Nothing chosen yet: both off; turning notifications on is the press that asks the browser. */
export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(notifySwitch(canvas)).not.toBeChecked();
    await expect(soundSwitch(canvas)).not.toBeChecked();
    await expect(canvas.getAllByText(t('kit:alerts.notify.off'))).toHaveLength(2);
    await userEvent.click(notifySwitch(canvas));
    await expect(args.onNotifyChange).toHaveBeenCalledWith(true);
  },
};

/** The browser's question is on screen: the switch waits for the answer. */
export const Asking: Story = {
  args: { permission: 'asking', notify: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('kit:alerts.notify.asking'))).toBeVisible();
    await expect(notifySwitch(canvas)).toBeDisabled();
  },
};

/** Allowed and on; turning it off is one press. */
export const Granted: Story = {
  args: { permission: 'granted', notify: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(notifySwitch(canvas)).toBeChecked();
    await expect(canvas.getByText(t('kit:alerts.notify.on'))).toBeVisible();
    await userEvent.click(notifySwitch(canvas));
    await expect(args.onNotifyChange).toHaveBeenCalledWith(false);
  },
};

/** Refused in the browser: said as such, with where to allow them again; the switch cannot help. */
export const Refused: Story = {
  args: { permission: 'denied', notify: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('kit:alerts.notify.refused'))).toBeVisible();
    await expect(canvas.getByText(t('kit:alerts.notify.refusedHelp'))).toBeVisible();
    await expect(notifySwitch(canvas)).not.toBeChecked();
    await expect(notifySwitch(canvas)).toBeDisabled();
  },
};

export const Unsupported: Story = {
  args: { permission: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('kit:alerts.notify.unsupported'))).toBeVisible();
    await expect(notifySwitch(canvas)).toBeDisabled();
  },
};

/** The sound on: said so; turning it off is one press. */
export const SoundOn: Story = {
  args: { sound: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(soundSwitch(canvas)).toBeChecked();
    await expect(canvas.getByText(t('kit:alerts.sound.on'))).toBeVisible();
    await userEvent.click(soundSwitch(canvas));
    await expect(args.onSoundChange).toHaveBeenCalledWith(false);
  },
};

/** The sound on but refused by the browser: said, with the press that allows it. */
export const SoundBlocked: Story = {
  args: { sound: true, soundBlocked: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(t('kit:alerts.sound.blocked'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('kit:alerts.sound.allow') }));
    await expect(args.onAllowSound).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { handlers } from '@mocks/handlers';
import { expect, screen, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { db } from '@mocks/db/store';
import { storyEndpoint as endpoint, ok, replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import SelfSettingsPage from './self-settings-page';
import { tinyPngFile } from '@/test/fixtures/settings';
import { t, tx } from '@/test/translate';
/** 'edited' naming whose profile, as a polite toast: announced, and nothing to dismiss. */
const expectEditedToast = async () => {
  const toast = await screen.findByText(t('settings:self.editedDetail', { username: 'agent01' }), undefined);
  await expect(toast.closest('[role="status"]')).not.toBeNull();
  await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
};

let sent: Record<string, unknown> | null = null;

/** Records the self edit and applies it, so the stories see exactly what the page sends. */
const recordingEdit = endpoint('api/user/edit', z.record(z.string(), z.unknown()), ({ payload }) => {
  sent = payload;
  db.update((s) => {
    const user = s.users.find((u) => u.id === Number(payload.id));
    if (!user) return;
    if (typeof payload.nickname === 'string') user.nickname = payload.nickname;
    if (typeof payload.thumbnail === 'string') user.thumbnail = payload.thumbnail;
  });
  return ok(null, 'edited');
});

const meta = {
  title: 'Settings/SelfSettingsPage',
  component: SelfSettingsPage,
  parameters: { route: '/setup/self', msw: { handlers: [recordingEdit, ...handlers] } },
  beforeEach: () => {
    sent = null;
    signInAs(3);
  },
} satisfies Meta<typeof SelfSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [replyWith('api/user/view', ok(null), { delayMs: 'infinite' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: t('settings:self.loading') })).toBeVisible();
  },
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: tx('settings:self.nickname') })).toHaveValue(
      'Golden Agent',
    );
    await expect(canvas.getByRole('textbox', { name: t('settings:self.username') })).toHaveValue('agent01');
    // 1234567.899 is shown rounded down to 2 decimals with separators.
    await expect(canvas.getByRole('textbox', { name: t('settings:self.balance') })).toHaveValue('1,234,567.89');
    await expect(canvas.getByRole('textbox', { name: t('settings:self.balance') })).toHaveAttribute('readonly');
  },
};

export const UnlimitedBalance: Story = {
  beforeEach: () => {
    signInAs(4);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: t('settings:self.balance') })).toHaveValue(
      t('common:unlimited'),
    );
  },
};

export const NicknameRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByRole('textbox', { name: tx('settings:self.nickname') }));
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await expect(await canvas.findByText(t('settings:validation.nicknameRequired'), undefined)).toBeVisible();
    await expect(sent).toBeNull();
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: [replyWith('api/user/edit', ok(), { delayMs: 'infinite' }), ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('textbox', { name: tx('settings:self.nickname') });
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    const button = canvas.getByRole('button', { name: t('common:actions.save') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

// @spec bo.errors.success-edited
export const SavedNicknameOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    const nickname = await canvas.findByRole('textbox', { name: tx('settings:self.nickname') });
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Lucky Star');
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await expectEditedToast();
    // A self edit carries id and nickname; the avatar was not changed, so no thumbnail and never a status.
    await expect(sent).toEqual({ id: 3, nickname: 'Lucky Star' });
  },
};

export const SavedWithNewAvatar: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('textbox', { name: tx('settings:self.nickname') });
    await userEvent.upload(canvas.getByLabelText(t('settings:self.avatar')), tinyPngFile());
    await expect(
      (
        await canvas.findByRole('img', { name: t('settings:self.avatarPreview', { username: 'agent01' }) })
      ).getAttribute('src'),
    ).toMatch(/^data:image\/png/);
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await expectEditedToast();
    await expect(sent?.thumbnail).toMatch(/^data:image\/png;base64,/);
    await waitFor(() => expect(localStorage.getItem('user_avatar')).toMatch(/^data:image\/png/));
  },
};

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [replyWith('api/user/edit', { code: 5002, message: 'Nickname is already taken' }), ...handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('textbox', { name: tx('settings:self.nickname') });
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.save') }));
    await expect(await screen.findByRole('alertdialog', undefined)).toHaveTextContent('Nickname is already taken');
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.ok') }));
    await expect(canvas.getByRole('button', { name: t('common:actions.save') })).toBeEnabled();
  },
};

/** Stands in for the browser's audio: plays, or refuses as a browser does before any press on the page. */
const audioThat = (outcome: 'plays' | 'is refused') => () => {
  const real = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = () =>
    outcome === 'plays' ? Promise.resolve() : Promise.reject(new DOMException('No gesture yet', 'NotAllowedError'));
  return () => {
    HTMLMediaElement.prototype.play = real;
  };
};

/** The chat's alert choices are here too: turning the sound on plays it once and says it is on, kept for this user. */
export const ChatAlertsSoundOn: Story = {
  beforeEach: audioThat('plays'),
  play: async ({ canvas, userEvent }) => {
    // The alerts live beside the profile form, which shows once the user's data has arrived.
    await canvas.findByRole('textbox', { name: tx('settings:self.nickname') });
    const section = await canvas.findByRole('region', { name: t('chat-alerts:settings.title') });
    const sound = within(section).getByRole('switch', { name: t('kit:alerts.sound.label') });
    await expect(sound).not.toBeChecked();
    await userEvent.click(sound);
    await waitFor(() => expect(sound).toBeChecked());
    await expect(within(section).getByText(t('kit:alerts.sound.on'))).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('chat_attention') ?? '{}')).toEqual({
      3: { notify: false, sound: true, muted: [] },
    });
  },
};

/** The browser refuses the sound: the section says so and offers the press that allows it. */
export const ChatAlertsSoundBlocked: Story = {
  beforeEach: audioThat('is refused'),
  play: async ({ canvas, userEvent }) => {
    // The alerts live beside the profile form, which shows once the user's data has arrived.
    await canvas.findByRole('textbox', { name: tx('settings:self.nickname') });
    const section = await canvas.findByRole('region', { name: t('chat-alerts:settings.title') });
    await userEvent.click(within(section).getByRole('switch', { name: t('kit:alerts.sound.label') }));
    await expect(await within(section).findByText(t('kit:alerts.sound.blocked'))).toBeVisible();
    await expect(within(section).getByRole('button', { name: t('kit:alerts.sound.allow') })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { RoomToolbar } from './room-toolbar';
import { storyAvatar } from '@/test/fixtures/chat-messages';

const meta = {
  title: 'Chat/Room/RoomToolbar',
  component: RoomToolbar,
  args: {
    partnerAvatar: storyAvatar,
    partnerUsername: 'player_8812',
    roomName: 'VIP support',
    showAuditFlow: false,
    showBank: false,
    onAuditFlow: fn(),
    onBank: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-2xl overflow-hidden rounded-lg border border-slate-200">
        <Story />
      </div>
    ),
  ],
  parameters: { router: false, layout: 'padded' },
} satisfies Meta<typeof RoomToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'VIP support' })).toBeVisible();
    await expect(canvas.getByText('(player_8812)')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', storyAvatar);
    await expect(canvas.queryByRole('button', { name: t('chat-room:toolbar.auditFlow') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('chat-room:toolbar.bank') })).toBeNull();
  },
};

export const NoNameUsesDefault: Story = {
  args: { roomName: '', partnerAvatar: 'null' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: t('chat-room:toolbar.defaultName') })).toBeVisible();
    // A thumbnail of '' or 'null' shows the default avatar.
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-default-avatar]')).not.toBeNull();
  },
};

export const WithAuditAndBank: Story = {
  args: { showAuditFlow: true, showBank: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:toolbar.auditFlow') }));
    await expect(args.onAuditFlow).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('chat-room:toolbar.bank') }));
    await expect(args.onBank).toHaveBeenCalledTimes(1);
  },
};

export const WithNotebook: Story = {
  args: { notebookHref: '/chat/noteTitle/200/101' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: new RegExp(t('chat-room:toolbar.notebook')) });
    await expect(link).toHaveAttribute('href', '/chat/noteTitle/200/101');
    // A new window keeps the conversation open beside the notes.
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveTextContent(t('chat-room:toolbar.newWindow'));
  },
};

export const Narrow: Story = {
  args: {
    showAuditFlow: true,
    showBank: true,
    notebookHref: '/chat/noteTitle/200/101',
    roomName: 'A rather long room name that does not fit',
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('chat-room:toolbar.bank') })).toBeVisible();
    await expect(canvas.getByRole('heading')).toHaveAttribute('title', 'A rather long room name that does not fit');
  },
};

/** The header's bell mutes the room; muted, it shows crossed out and pressed. */
export const Muted: Story = {
  args: { muted: true, onToggleMute: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const bell = canvas.getByRole('button', { name: t('chat-alerts:mute.muteThisRoom') });
    await expect(bell).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bell);
    await expect(args.onToggleMute).toHaveBeenCalledTimes(1);
  },
};

/** The header's pin keeps the room at the top of the list; pinned, it shows pressed and says how to unpin. */
export const Pinned: Story = {
  args: { pinned: true, onTogglePin: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const pin = canvas.getByRole('button', { name: t('chat-room:toolbar.pinThisRoom') });
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(pin).toHaveAttribute('title', t('chat-room:toolbar.pinnedHint'));
    await userEvent.click(pin);
    await expect(args.onTogglePin).toHaveBeenCalledTimes(1);
  },
};

/** Not pinned: the same button, not pressed. */
export const NotPinned: Story = {
  args: { pinned: false, onTogglePin: fn() },
  play: async ({ canvas }) => {
    const pin = canvas.getByRole('button', { name: t('chat-room:toolbar.pinThisRoom') });
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await expect(pin).toHaveAttribute('title', t('chat-room:toolbar.pinThisRoom'));
  },
};

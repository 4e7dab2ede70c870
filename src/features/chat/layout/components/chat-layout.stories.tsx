import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { t } from '@/test/translate';
import { ChatLayout } from './chat-layout';

const page = <div className="p-6 text-slate-700">Page content</div>;
const avatar = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0e7490"/><text x="20" y="26" font-size="16" font-family="sans-serif" fill="#fff" text-anchor="middle">A</text></svg>',
)}`;

const meta = {
  title: 'Chat/Layout/ChatLayout',
  component: ChatLayout,
  args: {
    active: 'messaging',
    showAi: true,
    showTemplates: true,
    avatar: null,
    title: 'Messages',
    backTo: null,
    connection: 'live',
    onNavigate: fn(),
    children: page,
  },
} satisfies Meta<typeof ChatLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const narrow = [
  (Story: () => ReactNode) => <div className="mx-auto w-[390px] border-x border-slate-200">{Story()}</div>,
];
const menu = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) =>
  canvas.getByRole('navigation', { name: t('chat-nav:menu.label') });

export const WideAllEntries: Story = {
  args: { avatar },
  play: async ({ canvas, userEvent, args }) => {
    const nav = menu(canvas);
    for (const key of ['messaging', 'ai', 'hidden', 'contacts', 'templates', 'backOffice'])
      await expect(within(nav).getByRole('link', { name: t(`chat-nav:menu.${key}`) })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: t('chat-nav:menu.ai') })).toHaveAttribute(
      'href',
      '/chat/messaging?ai=1',
    );
    await expect(within(nav).getByRole('link', { name: t('chat-nav:menu.messaging') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('img', { name: t('chat-nav:menu.avatar') })).toHaveAttribute('src', avatar);
    // Small screens' top bar is not shown on a wide screen; its title stays as the page's heading for
    // assistive technology.
    const heading = canvas.getByRole('heading', { level: 1, name: 'Messages' });
    await expect(heading.closest('header')!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // Each icon shows its name when focused with the keyboard.
    const hidden = within(nav).getByRole('link', { name: t('chat-nav:menu.hidden') });
    const tip = within(hidden).getByText(t('chat-nav:menu.hidden'));
    await expect(tip).not.toBeVisible();
    within(nav)
      .getByRole('link', { name: t('chat-nav:menu.ai') })
      .focus();
    await userEvent.tab();
    await expect(hidden).toHaveFocus();
    await expect(tip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/chat/hide');
  },
};

export const AiEntryHidden: Story = {
  args: { showAi: false },
  play: async ({ canvas }) => {
    const nav = menu(canvas);
    await expect(within(nav).queryByRole('link', { name: t('chat-nav:menu.ai') })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: t('chat-nav:menu.templates') })).toBeVisible();
    // Without a stored avatar the default one is shown.
    await expect(within(nav).getByRole('img', { name: t('chat-nav:menu.avatar') }).tagName).toBe('svg');
  },
};

export const AgentWithoutTemplates: Story = {
  args: { showAi: false, showTemplates: false, active: 'contacts' },
  play: async ({ canvas }) => {
    const nav = menu(canvas);
    await expect(within(nav).queryByRole('link', { name: t('chat-nav:menu.templates') })).not.toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: t('chat-nav:menu.contacts') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: t('chat-nav:menu.backOffice') })).toHaveAttribute(
      'href',
      '/index',
    );
  },
};

export const NarrowInRoom: Story = {
  args: { title: 'VIP Lounge', backTo: '/chat/messaging' },
  decorators: narrow,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'VIP Lounge' })).toBeVisible();
    const back = canvas.getByRole('link', { name: t('chat-nav:topBar.back') });
    await expect(back).toHaveAttribute('href', '/chat/messaging');
    // The bottom navigation names every entry.
    const nav = menu(canvas);
    for (const key of ['messaging', 'ai', 'hidden', 'contacts', 'templates', 'backOffice'])
      await expect(within(nav).getByRole('link', { name: t(`chat-nav:menu.${key}`) })).toBeVisible();
    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith('/chat/messaging');
  },
};

export const NarrowWithoutBackArrow: Story = {
  args: { title: 'Contacts', active: 'contacts', showAi: false, showTemplates: false },
  decorators: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('chat-nav:topBar.back') })).not.toBeInTheDocument();
  },
};

export const Connecting: Story = {
  args: { connection: 'connecting' },
  play: async ({ canvas }) => {
    // Discreet: announced, not a banner.
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('chat-nav:connection.connecting'));
    await expect(status).toHaveClass('sr-only');
  },
};

export const Live: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(t('chat-nav:connection.live'));
    await expect(status).toHaveClass('sr-only');
    await expect(canvas.getAllByTitle(t('chat-nav:connection.live')).some((dot) => dot.checkVisibility())).toBe(true);
  },
};

export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(within(status).getByText(t('chat-nav:connection.reconnecting'))).toBeVisible();
    await expect(status).toHaveTextContent(t('chat-nav:connection.reconnectingHint'));
  },
};

export const Offline: Story = {
  args: { connection: 'offline' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(within(status).getByText(t('chat-nav:connection.offline'))).toBeVisible();
    await expect(status).toHaveTextContent(t('chat-nav:connection.offlineHint'));
  },
};

export const NarrowOffline: Story = {
  args: { connection: 'offline', title: 'Messages' },
  decorators: narrow,
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('status')).getByText(t('chat-nav:connection.offline'))).toBeVisible();
  },
};

/** The menu follows the sidebar theme of the back office. */
export const LightMenu: Story = {
  globals: { sidebar: 'light' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme-sidebar', 'light');
    await expect(getComputedStyle(menu(canvas)).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** Without a real-time server configured there is no connection to report. */
export const WithoutRealtime: Story = {
  args: { connection: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByTitle(t('chat-nav:connection.live'))).not.toBeInTheDocument();
  },
};

/** The unread total on the Messages entry of the rail (wide) and of the bottom bar (narrow, below). */
export const UnreadOnMessages: Story = {
  args: { unread: 12 },
  play: async ({ canvas }) => {
    const nav = menu(canvas);
    await expect(
      within(nav).getByRole('link', {
        name: t('chat-nav:menu.withUnread', { label: t('chat-nav:menu.messaging'), count: 12 }),
      }),
    ).toBeVisible();
    await expect(within(nav).getByText('12')).toBeVisible();
  },
};

export const NarrowUnreadOnMessages: Story = {
  args: { unread: 120 },
  decorators: narrow,
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('navigation', { name: t('chat-nav:menu.label') });
    const bottom = bars.find((bar) => bar.getBoundingClientRect().width > 100)!;
    const link = within(bottom).getByRole('link', { name: new RegExp(t('chat-nav:menu.messaging')) });
    await expect(link).toHaveTextContent(t('chat-nav:rooms.unread', { count: 120 }));
    await expect(within(link).getByText('99+')).toBeVisible();
  },
};

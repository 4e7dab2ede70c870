import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Sidebar } from './sidebar';
import { limitedWallet, menuForRole, multiWallet, unlimitedWallet } from '@/test/fixtures/shell';
import { t } from '@/test/translate';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: { menu: menuForRole(1), wallet: unlimitedWallet, currentPath: '/index', onNavigate: fn() },
  parameters: { route: '/index' },
  decorators: [(Story) => <div className="h-screen">{Story()}</div>],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: t('shell:sidebar.label') });
    await expect(nav).toBeVisible();
    for (const code of ['dashboard', 'agent', 'user', 'customer_service', 'transaction_list', 'api_document', 'chat']) {
      await expect(canvas.getByRole('link', { name: t(`common:menu.${code}`) })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: t('common:menu.dashboard') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText(t('common:unlimited'))).toBeVisible();
    // Submenus are collapsible groups.
    const settings = canvas.getByRole('button', { name: t('common:menu.setup') });
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(settings);
    await expect(canvas.getByRole('link', { name: t('common:menu.system_setting') })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('common:menu.system_setting') }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const Agent: Story = {
  args: { menu: menuForRole(2), wallet: multiWallet, currentPath: '/report/sr02' },
  parameters: { route: '/report/sr02' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('common:menu.user') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('common:menu.agent') })).not.toBeInTheDocument();
    // The group holding the current page starts open, with the page marked.
    await expect(canvas.getByRole('button', { name: t('common:menu.report') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: t('common:menu.sr02') })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('1,234,567.89')).toBeVisible();
    await expect(canvas.getByText('5,320.50')).toBeVisible();
  },
};

export const CustomerService: Story = {
  args: { menu: menuForRole(3), wallet: unlimitedWallet },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('common:menu.user') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('common:menu.report') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: t('shell:toolbar.qrCode') })).not.toBeInTheDocument();
    await expect(canvas.getByText(t('common:unlimited'))).toBeVisible();
  },
};

export const LightSidebar: Story = {
  args: { menu: menuForRole(2), wallet: limitedWallet },
  globals: { sidebar: 'light' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme-sidebar', 'light');
    await expect(canvas.getByRole('navigation', { name: t('shell:sidebar.label') }).parentElement).toHaveClass(
      'bg-white',
    );
  },
};

export const DarkSidebar: Story = {
  args: { menu: menuForRole(2), wallet: limitedWallet },
  globals: { sidebar: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme-sidebar', 'dark');
    const panel = canvas.getByRole('navigation', { name: t('shell:sidebar.label') }).parentElement as HTMLElement;
    await expect(getComputedStyle(panel).backgroundColor).not.toBe('rgb(255, 255, 255)');
  },
};

export const UnknownCode: Story = {
  args: { menu: [{ id: 99, code: 'promo_centre', url: '/promo', symbol: 'gift', action: '' }] },
  play: async ({ canvas }) => {
    // A code without a translation falls back to the code itself.
    await expect(canvas.getByRole('link', { name: 'promo_centre' })).toBeVisible();
  },
};

export const MenuLoading: Story = {
  args: { menu: undefined, menuLoading: true, wallet: undefined, walletLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('common:loading'))).toBeVisible();
  },
};

/** Desktop, collapsed to icons: each entry keeps its name (accessible name and tooltip); the button says it expands. */
export const Collapsed: Story = {
  args: { collapsed: true, onToggleCollapsed: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: t('shell:sidebar.expand') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', canvas.getByRole('navigation').id);
    for (const code of ['dashboard', 'agent', 'user', 'transaction_list']) {
      const link = canvas.getByRole('link', { name: t(`common:menu.${code}`) });
      await expect(link).toHaveAttribute('title', t(`common:menu.${code}`));
    }
    await expect(canvas.getByRole('button', { name: t('common:menu.setup') })).toHaveAttribute(
      'title',
      t('common:menu.setup'),
    );
    // No room for the figures: the balance comes back with the full sidebar.
    await expect(canvas.queryByText(t('common:unlimited'))).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(args.onToggleCollapsed).toHaveBeenCalledTimes(1);
  },
};

/** Expanded with the collapse button (desktop). */
export const CollapseButton: Story = {
  args: { collapsed: false, onToggleCollapsed: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: t('shell:sidebar.collapse') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(t('common:unlimited'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('common:menu.agent') })).not.toHaveAttribute('title');
    await userEvent.click(toggle);
    await expect(args.onToggleCollapsed).toHaveBeenCalledTimes(1);
  },
};

/** A chat tab of this browser reports unread messages: the Chat entry shows the count, expanded or collapsed. */
export const ChatUnread: Story = {
  args: { counts: { chat: 4 } },
  play: async ({ canvas }) => {
    const chat = canvas.getByRole('link', {
      name: `${t('common:menu.chat')} ${t('chat-nav:rooms.unread', { count: 4 })}`,
    });
    await expect(chat).toBeVisible();
    await expect(canvas.getByText('4')).toBeVisible();
  },
};

export const CollapsedChatUnread: Story = {
  args: { counts: { chat: 250 }, collapsed: true, onToggleCollapsed: fn() },
  play: async ({ canvas }) => {
    const chat = canvas.getByRole('link', {
      name: `${t('common:menu.chat')} ${t('chat-nav:rooms.unread', { count: 250 })}`,
    });
    await expect(chat).toHaveTextContent('99+');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Sidebar } from './sidebar';
import { limitedWallet, menuForRole, multiWallet, unlimitedWallet } from './story-fixtures';

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
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    for (const name of [
      'Dashboard',
      'Agents',
      'Users',
      'Customer service',
      'Transaction history',
      'API document',
      'Chat',
    ]) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Unlimited')).toBeVisible();
    // Submenus are collapsible groups.
    const settings = canvas.getByRole('button', { name: 'Settings' });
    await expect(settings).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(settings);
    await expect(canvas.getByRole('link', { name: 'System settings' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'System settings' }));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

export const Agent: Story = {
  args: { menu: menuForRole(2), wallet: multiWallet, currentPath: '/report/sr02' },
  parameters: { route: '/report/sr02' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Agents' })).not.toBeInTheDocument();
    // The group holding the current page starts open, with the page marked.
    await expect(canvas.getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'SR02 report' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('1,234,567.89')).toBeVisible();
    await expect(canvas.getByText('5,320.50')).toBeVisible();
  },
};

export const CustomerService: Story = {
  args: { menu: menuForRole(3), wallet: unlimitedWallet },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reports' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Share QR code' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Unlimited')).toBeVisible();
  },
};

export const LightSidebar: Story = {
  args: { menu: menuForRole(2), wallet: limitedWallet },
  globals: { sidebar: 'light' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme-sidebar', 'light');
    await expect(canvas.getByRole('navigation', { name: 'Main menu' }).parentElement).toHaveClass('bg-white');
  },
};

export const DarkSidebar: Story = {
  args: { menu: menuForRole(2), wallet: limitedWallet },
  globals: { sidebar: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme-sidebar', 'dark');
    const panel = canvas.getByRole('navigation', { name: 'Main menu' }).parentElement as HTMLElement;
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
    await expect(canvas.getByText('Loading…')).toBeVisible();
  },
};

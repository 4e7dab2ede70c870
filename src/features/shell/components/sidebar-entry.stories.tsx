import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { MenuEntry } from '@/lib/schemas/menu';
import { cn } from '@/lib/cn';
import { SidebarEntry } from './sidebar-entry';
import { t } from '@/test/translate';

const chat: MenuEntry = { id: 8, code: 'chat', url: '/chat/messaging', symbol: 'chat', action: '' };
const setup: MenuEntry = {
  id: 6,
  code: 'setup',
  url: '',
  symbol: 'settings',
  action: '',
  submenu: [
    { id: 61, code: 'system_setting', url: '/setup/system', symbol: 'settings', action: '' },
    { id: 62, code: 'self_setting', url: '/setup/self', symbol: 'user', action: '' },
  ],
};

const meta = {
  title: 'Shell/SidebarEntry',
  component: SidebarEntry,
  args: { entry: chat, counts: {}, currentPath: '/index', onNavigate: fn(), collapsed: false },
  parameters: { router: false, layout: 'padded' },
  decorators: [
    // The sidebar's menu: full width, or icons only.
    (Story, { args }) => (
      <ul
        className={cn(
          'space-y-1 bg-white text-slate-800 dark:bg-slate-900 dark:text-slate-100',
          args.collapsed ? 'w-[72px] px-2 py-3' : 'w-[260px] p-3',
        )}
      >
        {Story()}
      </ul>
    ),
  ],
} satisfies Meta<typeof SidebarEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link to another page: a plain click stays in the app and reports where to go. */
export const Link: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: t('common:menu.chat') });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/chat/messaging');
    await expect(link).not.toHaveAttribute('aria-current');
    await expect(link).not.toHaveAttribute('title');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/chat/messaging');
  },
};

/** The link of the page being shown is marked as the current page. */
export const Current: Story = {
  args: { currentPath: '/chat/messaging' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('common:menu.chat') })).toHaveAttribute('aria-current', 'page');
  },
};

export const WithCount: Story = {
  args: { counts: { chat: 4 } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: `${t('common:menu.chat')} ${t('chat-nav:rooms.unread', { count: 4 })}`,
    });
    await expect(link).toHaveTextContent('4');
  },
};

/** Icons only: the name stays for screen readers and as the tooltip; the count sits on the icon. */
export const Collapsed: Story = {
  args: { collapsed: true, counts: { chat: 250 } },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', {
      name: `${t('common:menu.chat')} ${t('chat-nav:rooms.unread', { count: 250 })}`,
    });
    await expect(link).toHaveAttribute('title', t('common:menu.chat'));
    await expect(canvas.getByText(t('common:menu.chat'))).toHaveClass('sr-only');
    await expect(canvas.getByText('99+')).toBeVisible();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/chat/messaging');
  },
};

/** A group away from the current page starts closed; opening it shows its links. */
export const GroupClosed: Story = {
  args: { entry: setup },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('button', { name: t('common:menu.setup') });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(group);
    await userEvent.click(canvas.getByRole('link', { name: t('common:menu.self_setting') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/setup/self');
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The group holding the current page starts open, with that page marked. */
export const GroupHoldingCurrent: Story = {
  args: { entry: setup, currentPath: '/setup/system' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('common:menu.setup') })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: t('common:menu.system_setting') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: t('common:menu.self_setting') })).not.toHaveAttribute('aria-current');
  },
};

export const CollapsedGroup: Story = {
  args: { entry: setup, currentPath: '/setup/system', collapsed: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('button', { name: t('common:menu.setup') });
    await expect(group).toHaveAttribute('title', t('common:menu.setup'));
    await expect(canvas.getByRole('link', { name: t('common:menu.system_setting') })).toHaveAttribute(
      'title',
      t('common:menu.system_setting'),
    );
  },
};

/** A code the translations do not know yet shows as itself. */
export const UnknownCode: Story = {
  args: { entry: { id: 99, code: 'promo_centre', url: '/promo', symbol: 'gift', action: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'promo_centre' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Toolbar } from './toolbar';
import { t, tx } from '@/test/translate';

const meta = {
  title: 'Shell/Toolbar',
  component: Toolbar,
  args: {
    shareCode: 'AG0103',
    onCopyShareLink: fn(),
    showQr: true,
    onOpenQr: fn(),
    language: 'en',
    onLanguageChange: fn(),
    user: { username: 'agent01', roleId: 2, canLogout: true },
    onSetting: fn(),
    onLogout: fn(),
    onOpenTheme: fn(),
    onOpenMenu: fn(),
  },
  parameters: { router: false },
  decorators: [(Story) => <div className="min-h-72 bg-slate-50">{Story()}</div>],
} satisfies Meta<typeof Toolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithQrButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('AG0103')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:toolbar.qrCode') }));
    await expect(args.onOpenQr).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('shell:toolbar.copyShareLink') }));
    await expect(args.onCopyShareLink).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('shell:toolbar.theme') }));
    await expect(args.onOpenTheme).toHaveBeenCalledTimes(1);
  },
};

export const WithoutQrButton: Story = {
  args: { showQr: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('shell:toolbar.qrCode') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('shell:toolbar.copyShareLink') })).toBeVisible();
  },
};

export const ShareCodeNotYetShown: Story = {
  args: { shareCode: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('AG0103')).not.toBeInTheDocument();
    await expect(canvas.queryByText(tx('shell:toolbar.shareCode'))).not.toBeInTheDocument();
    // The rest of the toolbar is there while the code loads.
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('shell:toolbar.copyShareLink') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('shell:toolbar.qrCode') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^agent01/ })).toBeVisible();
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^agent01/ }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent(t('shell:roles.2'));
    await expect(screen.getByRole('menuitem', { name: t('shell:user.setting') })).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: t('shell:user.logout') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const Setting: Story = {
  args: { user: { username: 'admin', roleId: 1, canLogout: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^admin/ }));
    await expect(await screen.findByRole('menu')).toHaveTextContent(t('shell:roles.1'));
    await userEvent.click(screen.getByRole('menuitem', { name: t('shell:user.setting') }));
    await expect(args.onSetting).toHaveBeenCalledTimes(1);
  },
};

export const AgentLoginSession: Story = {
  args: { user: { username: 'service01', roleId: 3, canLogout: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^service01/ }));
    await expect(await screen.findByRole('menu')).toHaveTextContent(t('shell:roles.3'));
    await expect(screen.getByRole('menuitem', { name: t('shell:user.setting') })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: t('shell:user.logout') })).not.toBeInTheDocument();
  },
};

export const LanguageMenuOpen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: tx('common:language.label') }));
    const items = await screen.findAllByRole('menuitem');
    await expect(items).toHaveLength(11);
    await expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(screen.getByRole('menuitem', { name: '繁體中文' })).toHaveAttribute('lang', 'zh-tw');
    await expect(screen.getByRole('menuitem', { name: 'ไทย' })).toBeVisible();
    await userEvent.click(screen.getByRole('menuitem', { name: '繁體中文' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('zh-tw');
  },
};

/** At phone width (390 px) the icons move into one menu where each choice is written out. */
export const PhoneMenu: Story = {
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: t('shell:toolbar.copyShareLink') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('shell:toolbar.theme') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: tx('common:language.label') })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('shell:toolbar.more') }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toBeVisible();
    for (const key of ['shell:toolbar.copyShareLink', 'shell:toolbar.qrCode', 'shell:toolbar.theme']) {
      await expect(screen.getByRole('menuitem', { name: t(key) })).toBeVisible();
    }
    await expect(screen.getByRole('group', { name: t('common:language.label') })).toBeInTheDocument();
    await expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: t('shell:toolbar.theme') }));
    await expect(args.onOpenTheme).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('shell:toolbar.more') }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'ไทย' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('th-th');
    await userEvent.click(canvas.getByRole('button', { name: t('shell:toolbar.more') }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t('shell:toolbar.copyShareLink') }));
    await expect(args.onCopyShareLink).toHaveBeenCalledTimes(1);
  },
};

/** On a wide toolbar the phone menu is not offered: every icon is there with its name. */
export const WideHasNoPhoneMenu: Story = {
  decorators: [(Story) => <div className="w-[1024px]">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('shell:toolbar.more') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('shell:toolbar.copyShareLink') })).toBeVisible();
  },
};

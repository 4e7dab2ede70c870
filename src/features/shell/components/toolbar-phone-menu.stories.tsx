import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { t } from '@/test/translate';
import { PhoneMenuPopup } from './toolbar-phone-menu';

// The real phone menu as it replaces its stand-in (toolbar.tsx): it takes the focus and replays the press.
const meta = {
  title: 'Shell/ToolbarPhoneMenu',
  component: PhoneMenuPopup,
  args: {
    shareCode: 'AB12CD',
    onCopyShareLink: fn(),
    showQr: true,
    onOpenQr: fn(),
    language: 'en',
    onLanguageChange: fn(),
    user: { username: 'admin', roleId: 1, canLogout: true },
    onSetting: fn(),
    onLogout: fn(),
    onOpenTheme: fn(),
    onOpenMenu: fn(),
    buttonClassName: 'inline-flex size-9 items-center justify-center rounded-md hover:bg-slate-100',
    face: '⋯',
    takeFocus: false,
    openOnMount: 'pointer',
  },
  parameters: { router: false, layout: 'padded' },
  decorators: [(Story) => <div className="flex min-h-[36rem] justify-end">{Story()}</div>],
} satisfies Meta<typeof PhoneMenuPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await screen.findByRole('menu');
    for (const name of [t('shell:toolbar.copyShareLink'), t('shell:toolbar.qrCode'), t('shell:toolbar.theme')])
      await expect(screen.getByRole('menuitem', { name })).toBeVisible();
    await expect(screen.getAllByRole('menuitem')).toHaveLength(3 + 11);
  },
};

export const ChoosesTheme: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('menuitem', { name: t('shell:toolbar.theme') }));
    await expect(args.onOpenTheme).toHaveBeenCalledTimes(1);
  },
};

export const WithoutQrCode: Story = {
  args: { showQr: false },
  play: async () => {
    await screen.findByRole('menu');
    await expect(screen.queryByRole('menuitem', { name: t('shell:toolbar.qrCode') })).not.toBeInTheDocument();
  },
};

export const ChoosesLanguage: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('menu');
    await expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Русский' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ru');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { t } from '@/test/translate';
import { UserMenuPopup } from './user-menu-popup';

// The real menu as it replaces its stand-in (user-menu.tsx): it takes the focus and replays the press.
const meta = {
  title: 'Shell/UserMenuPopup',
  component: UserMenuPopup,
  args: {
    username: 'admin',
    roleId: 1,
    role: 'Administrator',
    canLogout: true,
    onSetting: fn(),
    onLogout: fn(),
    buttonClassName: 'inline-flex h-10 items-center rounded-md px-2 hover:bg-slate-100',
    face: 'admin',
    takeFocus: false,
    openOnMount: null,
  },
  parameters: { router: false, layout: 'padded' },
  decorators: [(Story) => <div className="flex min-h-64 justify-end">{Story()}</div>],
} satisfies Meta<typeof UserMenuPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PressedBeforeItArrived: Story = {
  args: { openOnMount: 'pointer' },
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByRole('menu')).toHaveTextContent('Administrator');
    await userEvent.click(screen.getByRole('menuitem', { name: t('shell:user.logout') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const OpenedFromTheKeyboard: Story = {
  args: { takeFocus: true, openOnMount: { key: 'ArrowDown' } },
  play: async () => {
    const menu = await screen.findByRole('menu');
    const setting = screen.getByRole('menuitem', { name: t('shell:user.setting') });
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', setting.id));
  },
};

export const NotPressed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'admin' })).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

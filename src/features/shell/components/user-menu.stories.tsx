import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen } from 'storybook/test';
import { UserMenu } from './user-menu';
import { t, tx } from '@/test/translate';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  args: { username: 'admin', roleId: 1, canLogout: true, onSetting: fn(), onLogout: fn() },
  parameters: { router: false, layout: 'padded' },
  decorators: [(Story) => <div className="flex min-h-64 justify-end">{Story()}</div>],
} satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NormalSession: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^admin/ }));
    await expect(await screen.findByRole('menu')).toHaveTextContent(t('shell:roles.1'));
    await userEvent.click(screen.getByRole('menuitem', { name: t('shell:user.setting') }));
    await expect(args.onSetting).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: /^admin/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t('shell:user.logout') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const AgentLogin: Story = {
  args: { username: 'agent01', roleId: 2, canLogout: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^agent01/ }));
    await expect(await screen.findByRole('menu')).toHaveTextContent(t('shell:roles.2'));
    await expect(screen.getByRole('menuitem', { name: t('shell:user.setting') })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: t('shell:user.logout') })).not.toBeInTheDocument();
  },
};

export const LogoutPending: Story = {
  args: { logoutPending: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^admin/ }));
    const logout = await screen.findByRole('menuitem', { name: tx('shell:user.logout') });
    await expect(logout).toHaveAttribute('aria-disabled', 'true');
    await expect(logout).toHaveAttribute('aria-busy', 'true');
    await fireEvent.click(logout);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const UsernameNotYetKnown: Story = {
  args: { username: '', roleId: null },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: tx('shell:user.account') });
    await expect(button).toBeVisible();
    await userEvent.click(button);
    await expect(await screen.findByRole('menuitem', { name: t('shell:user.setting') })).toBeVisible();
  },
};

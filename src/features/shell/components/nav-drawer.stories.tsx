import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { t } from '@/test/translate';
import { NavDrawer } from './nav-drawer';
import { Sidebar } from './sidebar';

const meta = {
  title: 'Shell/NavDrawer',
  component: NavDrawer,
  args: {
    open: true,
    onOpenChange: fn(),
    children: <Sidebar menu={[]} wallet={undefined} currentPath="/index" onNavigate={fn()} />,
  },
  parameters: { router: false },
} satisfies Meta<typeof NavDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The phone's navigation: the sidebar as a modal drawer, closed by its own button. */
export const Open: Story = {
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByRole('dialog', { name: t('shell:sidebar.label') })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: t('shell:toolbar.closeMenu') }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: t('shell:sidebar.label') });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SidebarHeader } from './sidebar-header';
import { t } from '@/test/translate';

const meta = {
  title: 'Shell/SidebarHeader',
  component: SidebarHeader,
  args: { collapsed: false, onToggleCollapsed: fn(), navId: 'story-nav' },
  parameters: { router: false, layout: 'padded' },
  decorators: [
    // The sidebar's panel, with the menu the button controls.
    (Story, { args }) => (
      <div
        className={
          args.collapsed
            ? 'w-[72px] bg-white text-slate-800 dark:bg-slate-900 dark:text-slate-100'
            : 'w-[260px] bg-white text-slate-800 dark:bg-slate-900 dark:text-slate-100'
        }
      >
        {Story()}
        <div id="story-nav" className="h-4" />
      </div>
    ),
  ],
} satisfies Meta<typeof SidebarHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, full width: the app's name and the button that collapses the menu. */
export const Expanded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(t('common:appName'))).toBeVisible();
    const toggle = canvas.getByRole('button', { name: t('shell:sidebar.collapse') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', 'story-nav');
    await expect(toggle).toHaveAttribute('title', t('shell:sidebar.collapse'));
    await userEvent.click(toggle);
    await expect(args.onToggleCollapsed).toHaveBeenCalledTimes(1);
  },
};

/** Collapsed to icons: no room for the name, only the button that brings the menu back. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByText(t('common:appName'))).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('shell:sidebar.collapse') })).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: t('shell:sidebar.expand') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggleCollapsed).toHaveBeenCalledTimes(1);
  },
};

/** The phone drawer: the name only, nothing to collapse. */
export const WithoutToggle: Story = {
  args: { onToggleCollapsed: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('common:appName'))).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

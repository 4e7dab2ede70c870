import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { DEFAULT_THEME } from '@/lib/theme';
import { ThemeDrawer } from './theme-drawer';
import { t } from '@/test/translate';

const meta = {
  title: 'Shell/ThemeDrawer',
  component: ThemeDrawer,
  args: { open: true, onOpenChange: fn(), theme: DEFAULT_THEME, onChange: fn() },
  parameters: { router: false },
} satisfies Meta<typeof ThemeDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: t('shell:theme.title') });
    await expect(drawer).toBeVisible();
    await expect(screen.getAllByRole('radio')).toHaveLength(11);
    await expect(screen.getByRole('radio', { name: t('shell:theme.dark') })).toBeChecked();
    await expect(screen.getByRole('radio', { name: t('shell:theme.colors.blue') })).toBeChecked();
  },
};

export const ChoosesColour: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('radio', { name: t('shell:theme.colors.green') }));
    await expect(args.onChange).toHaveBeenCalledWith({ sidebar: 'dark', primary: '#16a34a' });
  },
};

export const ChoosesLightSidebar: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click(await screen.findByRole('radio', { name: t('shell:theme.light') }));
    await expect(args.onChange).toHaveBeenCalledWith({ sidebar: 'light', primary: '#2563eb' });
  },
};

export const LightAndTeal: Story = {
  args: { theme: { sidebar: 'light', primary: '#0d9488' } },
  play: async ({ args, userEvent }) => {
    await expect(await screen.findByRole('radio', { name: t('shell:theme.light') })).toBeChecked();
    await expect(screen.getByRole('radio', { name: t('shell:theme.colors.teal') })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.close') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

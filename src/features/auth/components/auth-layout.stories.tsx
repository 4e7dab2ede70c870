import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { t, tx } from '@/test/translate';
import { AuthLayout } from './auth-layout';

const meta = {
  title: 'Auth/AuthLayout',
  component: AuthLayout,
  args: {
    title: 'Sign in',
    children: <p>Card content</p>,
  },
  parameters: { router: false, layout: 'fullscreen' },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('common:appName'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Sign in' })).toHaveTextContent('Card content');
  },
};

export const WithAside: Story = {
  args: { aside: <aside aria-label="Demo accounts">Demo accounts panel</aside> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Demo accounts' })).toHaveTextContent('Demo accounts panel');
  },
};

export const WithLanguageMenu: Story = {
  args: { language: 'en', onLanguageChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: tx('common:language.label') });
    await expect(button).toHaveTextContent('English');
    await userEvent.click(button);
    await expect(await screen.findByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'தமிழ்' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('ta-in');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '@/test/story-t';
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

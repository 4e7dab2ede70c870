import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { t } from '@/test/translate';
import { Route, Routes } from 'react-router';
import WebLoginPage from './web-login-page';

const meta = {
  title: 'Auth/WebLoginPage',
  component: WebLoginPage,
  parameters: { route: '/WebLogin/story-token/3/1' },
  render: () => (
    <Routes>
      <Route path="/WebLogin/:token/:customerID/:test" element={<WebLoginPage />} />
      <Route path="/index" element={<p>Dashboard placeholder</p>} />
    </Routes>
  ),
} satisfies Meta<typeof WebLoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  // The page leaves after a second, so its picture depends on when it is taken.
  parameters: { snapshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('auth:webLogin.signingIn'));
    await waitFor(() => expect(localStorage.getItem('user_token')).toBe('story-token'));
    await expect(localStorage.getItem('user_id')).toBe('3');
  },
};

export const RedirectsAfterOneSecond: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Dashboard placeholder')).toBeVisible();
  },
};

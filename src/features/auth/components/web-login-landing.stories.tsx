import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '@/test/translate';
import { WebLoginLanding } from './web-login-landing';

const meta = {
  title: 'Auth/WebLoginLanding',
  component: WebLoginLanding,
  parameters: { router: false },
} satisfies Meta<typeof WebLoginLanding>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('auth:webLogin.signingIn'));
  },
};

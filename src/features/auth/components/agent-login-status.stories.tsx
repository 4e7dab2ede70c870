import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '@/test/story-t';
import { AgentLoginStatus } from './agent-login-status';

const meta = {
  title: 'Auth/AgentLoginStatus',
  component: AgentLoginStatus,
  args: { state: { status: 'loading' } },
  parameters: { router: false },
} satisfies Meta<typeof AgentLoginStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('auth:agentLogin.loading'));
  },
};

export const Failure: Story = {
  args: { state: { status: 'error', message: 'Agent token is invalid' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('auth:agentLogin.error', { message: 'Agent token is invalid' }),
    );
  },
};

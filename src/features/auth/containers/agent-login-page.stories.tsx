import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { t } from '@/test/story-t';
import { handlers } from '@mocks/handlers';
import { replyWith } from '@mocks/server/endpoint';
import AgentLoginPage from './agent-login-page';

const meta = {
  title: 'Auth/AgentLoginPage',
  component: AgentLoginPage,
  parameters: { route: '/AgentLogin?agentToken=agent-agent01&agentUsername=agent01' },
} satisfies Meta<typeof AgentLoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [replyWith('api/login', { code: 1000 }, { delayMs: 'infinite' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('auth:agentLogin.loading'));
  },
};

export const InvalidToken: Story = {
  parameters: { route: '/AgentLogin?agentToken=wrong&agentUsername=agent01' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('auth:agentLogin.error', { message: 'Agent token is invalid' }),
    );
  },
};

export const MissingParameters: Story = {
  parameters: { route: '/AgentLogin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('auth:agentLogin.error', { message: t('auth:agentLogin.missingParams') }),
    );
  },
};

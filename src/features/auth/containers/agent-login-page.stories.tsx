import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { expect } from 'storybook/test';
import { t } from '@/test/translate';
import { handlers } from '@mocks/handlers';
import { apiUrl, replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import AgentLoginPage from './agent-login-page';

/** Stories only: shows where the page went, so its exits can be asserted. */
function Elsewhere() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const meta = {
  title: 'Auth/AgentLoginPage',
  component: AgentLoginPage,
  parameters: { route: '/AgentLogin?agentToken=agent-agent01&agentUsername=agent01' },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/AgentLogin" element={<Story />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof AgentLoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [replyWith('api/login', { code: 1000 }, { delayMs: 'infinite' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('auth:agentLogin.loading'));
  },
};

// @spec bo.errors.agent-login
export const InvalidToken: Story = {
  parameters: { route: '/AgentLogin?agentToken=wrong&agentUsername=agent01' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('auth:agentLogin.error', { message: 'Agent token is invalid' }),
    );
    await expect(canvas.getByRole('button', { name: t('common:actions.retry') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('auth:agentLogin.goToLogin') }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/login');
  },
};

export const MissingParameters: Story = {
  parameters: { route: '/AgentLogin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('auth:agentLogin.error', { message: t('auth:agentLogin.missingParams') }),
    );
    await expect(canvas.getByRole('button', { name: t('auth:agentLogin.goToLogin') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('common:actions.retry') })).not.toBeInTheDocument();
  },
};

let failFirst = true;
const loginCalls = recordCalls('api/login');
/** The first sign-in meets a network failure; the next one reaches the demo backend. */
const flakyLogin = http.post(apiUrl('api/login'), () => {
  if (!failFirst) return undefined;
  failFirst = false;
  return HttpResponse.error();
});

/** A passing failure (the network) is retried from the page, and the retry signs the agent in. */
export const RetryAfterNetworkFailure: Story = {
  parameters: { msw: { handlers: [loginCalls.handler, flakyLogin, ...handlers] } },
  beforeEach: () => {
    failFirst = true;
    loginCalls.calls.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('common:errors.network'));
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(/^\/$/);
    await expect(loginCalls.calls).toHaveLength(2);
    await expect(loginCalls.calls[1]).toMatchObject({ agent_username: 'agent01', agent_token: 'agent-agent01' });
    await expect(localStorage.getItem('is_agent_login')).toBe('1');
  },
};

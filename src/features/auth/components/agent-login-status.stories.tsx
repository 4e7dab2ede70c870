import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { t } from '@/test/translate';
import { AgentLoginStatus } from './agent-login-status';

const meta = {
  title: 'Auth/AgentLoginStatus',
  component: AgentLoginStatus,
  args: { state: { status: 'loading' }, onSignIn: fn(), onRetry: fn() },
  parameters: { router: false },
} satisfies Meta<typeof AgentLoginStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('auth:agentLogin.loading'));
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A failure offers the way out: the ordinary sign-in page, or the same agent sign-in again. */
export const Failure: Story = {
  args: { state: { status: 'error', message: 'Agent token is invalid' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('auth:agentLogin.error', { message: 'Agent token is invalid' }),
    );
    await expect(canvas.getByText(t('auth:agentLogin.failedHint'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t('auth:agentLogin.goToLogin') }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** Without a way to retry (the link lacks its parameters) only the sign-in page is offered. */
export const FailureWithoutRetry: Story = {
  args: {
    state: { status: 'error', message: 'the sign-in link needs agentToken and agentUsername.' },
    onRetry: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('auth:agentLogin.goToLogin') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('common:actions.retry') })).not.toBeInTheDocument();
  },
};

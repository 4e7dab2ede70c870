import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { handlers } from '@mocks/handlers';
import { networkErrorFor, replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import LoginPage from './login-page';

/** The login page on the demo backend (MSW): every call goes through the real envelope. */
const meta = {
  title: 'Auth/LoginPage',
  component: LoginPage,
  parameters: { route: '/login' },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// Login keeps its button busy for a second, so steps after it wait a little longer.
const slow = { timeout: 4000 };

const loginCalls = recordCalls('api/login');

export const ThroughDemoBackend: Story = {
  parameters: { msw: { handlers: [loginCalls.handler, ...handlers] } },
  beforeEach: () => {
    loginCalls.calls.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/username/i), 'admin');
    await userEvent.type(canvas.getByLabelText(/password/i), 'admin123');
    const login = canvas.getByRole('button', { name: 'Login' });
    await userEvent.click(login);
    await expect(login).toHaveAttribute('aria-busy', 'true');
    await expect(await canvas.findByRole('heading', { name: 'Verification' }, slow)).toBeVisible();
    await expect(canvas.getByText('Enter the code shown in your authenticator app.')).toBeVisible();
    await expect(loginCalls.calls).toHaveLength(1);
    await expect(loginCalls.calls[0]).toMatchObject({ username: 'admin', password: 'admin123' });
  },
};

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function reachVerification(
  { canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>,
  username: string,
  password: string,
) {
  await userEvent.type(await canvas.findByLabelText(/username/i), username);
  await userEvent.type(canvas.getByLabelText(/password/i), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  await canvas.findByRole('heading', { name: 'Verification' }, slow);
}

export const EitherChooser: Story = {
  play: async ({ canvas, userEvent }) => {
    await reachVerification({ canvas, userEvent }, 'manager', 'manager123');
    await expect(canvas.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
  },
};

/** The clock is held still, so the countdown shows its first second deterministically. */
export const SmsCountdownRunning: Story = {
  args: { now: () => 0 },
  play: async ({ canvas, userEvent }) => {
    await reachVerification({ canvas, userEvent }, 'agent01', 'agent123');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send verification code' });
    await expect(dialog).toHaveTextContent('09***678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await expect(await canvas.findByText('A code was sent to 09***678.')).toBeVisible();
  },
};

export const SmsSendFailure: Story = {
  args: { now: () => 0 },
  parameters: {
    msw: { handlers: [replyWith('api/sendValidateCode', { code: 5002, message: 'SMS gateway is down' }), ...handlers] },
  },
  play: async ({ canvas, userEvent }) => {
    await reachVerification({ canvas, userEvent }, 'agent01', 'agent123');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('SMS gateway is down');
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

export const WrongCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await reachVerification({ canvas, userEvent }, 'admin', 'admin123');
    await userEvent.type(canvas.getByLabelText(/verification code/i), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The authenticator code is incorrect');
    await expect(canvas.getByLabelText(/verification code/i)).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeEnabled();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [replyWith('api/login', { code: 5002, message: 'The service is under maintenance' }), ...handlers],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/username/i), 'service01');
    await userEvent.type(canvas.getByLabelText(/password/i), 'service123');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('The service is under maintenance');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: [networkErrorFor('api/login'), ...handlers] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/username/i), 'service01');
    await userEvent.type(canvas.getByLabelText(/password/i), 'service123');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent('The server could not be reached.');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

export const AgentLoginPrompt: Story = {
  beforeEach: () => {
    localStorage.setItem('is_agent_login', '1');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please sign in again at the agent backend.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  },
};

export const DemoAccountsPanel: Story = {
  // The reset toast fades after 3 s, so the picture depends on timing.
  parameters: { snapshot: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'service01' }));
    await expect(canvas.getByLabelText(/username/i)).toHaveValue('service01');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo data' }));
    await expect(await screen.findByText('Demo data was reset.')).toBeVisible();
  },
};

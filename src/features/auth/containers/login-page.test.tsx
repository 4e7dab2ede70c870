import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { networkErrorFor, replyWith } from '@mocks/server/endpoint';
import { renderAt } from '@/test/harness/auth-routes';

function countCalls(path: string) {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(`/${path}`)) calls.count += 1;
  });
  return calls;
}

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  renderAt('/login');
  await user.type(await screen.findByLabelText(/username/i), username);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('login page', () => {
  it('shows the required messages and sends nothing when the fields are empty', async () => {
    const calls = countCalls('api/login');
    const user = userEvent.setup();
    renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(calls.count).toBe(0);
  });

  it('keeps the button busy for at least a second and sends one request per click', async () => {
    const calls = countCalls('api/login');
    const user = await signIn('admin', 'admin123');
    const clicked = Date.now();
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await screen.findByRole('heading', { name: 'Verification' });
    // The demo answers in well under a second; the busy state still lasts the spec's second.
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(950);
    expect(calls.count).toBe(1);
  });

  // @spec bo.errors.login-7001
  it('7001: verifies with the authenticator, retries login and stores the session', async () => {
    const user = await signIn('admin', 'admin123');
    await screen.findByRole('heading', { name: 'Verification' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/verification code/i), '135790');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard page at /index')).toBeInTheDocument();
    expect(localStorage.getItem('user_token')).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('user_id')).toBe('1');
    expect(localStorage.getItem('role_id')).toBe('1');
    expect(localStorage.getItem('share_code')).toBe('ADM001');
    expect(localStorage.getItem('EventMode')).toBe('0');
    expect(localStorage.getItem('red_envelope_button_visible')).not.toBeNull();
  });

  // @spec bo.errors.login-7002
  it('7002: sends the SMS after a confirm showing the masked phone, counts down, then signs in', async () => {
    const user = await signIn('agent01', 'agent123');
    await screen.findByRole('heading', { name: 'Verification' });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/09\*\*\*678/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const resend = await screen.findByRole('button', { name: /Resend in \d+ s/ });
    expect(resend).toBeDisabled();
    expect(await screen.findByText(/A code was sent to 09\*\*\*678/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/verification code/i), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard page at /index')).toBeInTheDocument();
    expect(localStorage.getItem('user_id')).toBe('3');
    expect(localStorage.getItem('share_domain')).toBe('https://play.example.com/join?a=');
  });

  // @spec bo.errors.login-7003
  it('7003: offers both methods with the authenticator chosen first', async () => {
    const user = await signIn('manager', 'manager123');
    await screen.findByRole('heading', { name: 'Verification' });
    expect(screen.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'SMS code' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('a wrong code shows the server message and the form stays usable', async () => {
    const user = await signIn('admin', 'admin123');
    await screen.findByRole('heading', { name: 'Verification' });
    const input = screen.getByLabelText(/verification code/i);
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The authenticator code is incorrect')).toBeInTheDocument();
    expect(input).toBeEnabled();
    await user.clear(input);
    await user.type(input, '135790');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard page at /index')).toBeInTheDocument();
  });

  it('the countdown resets when sending the SMS fails', async () => {
    server.use(replyWith('api/sendValidateCode', { code: 5002, message: 'SMS gateway is down' }));
    const user = await signIn('agent01', 'agent123');
    await screen.findByRole('heading', { name: 'Verification' });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('SMS gateway is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('the Back link returns to the form with what was typed', async () => {
    const user = await signIn('admin', 'admin123');
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByLabelText(/username/i)).toHaveValue('admin');
  });

  // @spec bo.errors.login-other
  it('another login error shows the server message and the form stays usable', async () => {
    await signIn('admin', 'wrong');
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem('user_token')).toBeNull();
  });

  it('a network failure shows the translated message', async () => {
    server.use(networkErrorFor('api/login'));
    await signIn('service01', 'service123');
    expect(await screen.findByText(/The server could not be reached/)).toBeInTheDocument();
  });

  it('signs in without a second factor, even if the extra views fail', async () => {
    server.use(networkErrorFor('api/user/view'), networkErrorFor('api/member/view'));
    await signIn('service01', 'service123');
    expect(await screen.findByText('Dashboard page at /index')).toBeInTheDocument();
    expect(localStorage.getItem('user_id')).toBe('4');
    expect(localStorage.getItem('EventMode')).toBeNull();
  });

  it('after an agent login it only asks to re-login to the agent backend', async () => {
    localStorage.setItem('is_agent_login', '1');
    renderAt('/login');
    expect(await screen.findByText('Please re-login to the agent backend.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('lists the demo accounts, which fill the form', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'agent01' }));
    expect(screen.getByLabelText(/username/i)).toHaveValue('agent01');
    expect(screen.getByLabelText(/password/i)).toHaveValue('agent123');
    expect(screen.getByText('Agent · SMS code 246810')).toBeInTheDocument();
    expect(screen.getByText('Administrator · Authenticator code 135790 / SMS code 246810')).toBeInTheDocument();
  });
});

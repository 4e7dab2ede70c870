import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18next, NAMESPACES, STARTUP_NAMESPACES, type Namespace } from '@/lib/i18n';
import { missingKeys } from '@/test/missing-keys';
import { renderAt } from '@/test/harness/auth-routes';

// The app starts with STARTUP_NAMESPACES only; screens past sign-in wait for the rest. Here every
// other namespace is taken away, so a text of one on a sign-in page renders as a raw key, which
// the test setup fails on.
let hidden: [Namespace, Record<string, unknown>][] = [];
beforeEach(() => {
  const language = i18next.language;
  hidden = NAMESPACES.filter((ns) => !STARTUP_NAMESPACES.includes(ns)).map((ns) => [
    ns,
    i18next.getResourceBundle(language, ns) as Record<string, unknown>,
  ]);
  for (const [ns] of hidden) i18next.removeResourceBundle(language, ns);
});
afterEach(() => {
  for (const [ns, bundle] of hidden) i18next.addResourceBundle(i18next.language, ns, bundle);
});

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  renderAt('/login');
  await user.click(await screen.findByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/username/i), username);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('the sign-in pages read only the texts the app starts with', () => {
  it('holds: a text of another namespace would show as a raw key', () => {
    expect(i18next.t('accounts:titles.agentList')).toBe('titles.agentList');
    expect(missingKeys.take()).toEqual(['accounts:titles.agentList']);
  });

  it('the form, its errors and the language menu', async () => {
    const user = await signIn('admin', 'wrong');
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /language/i }));
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
  });

  it('the verification step with both methods and the send-code confirmation', async () => {
    const user = await signIn('manager', 'manager123');
    await screen.findByRole('heading', { name: 'Verification' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(screen.getByRole('radio', { name: 'SMS code' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  });

  it('the agent sign-in, its refusal and the web sign-in landing', async () => {
    const { unmount } = renderAt('/AgentLogin?agentToken=agent-agent01&agentUsername=agent01');
    expect(await screen.findByText('Root page at /')).toBeInTheDocument();
    unmount();
    const view = renderAt('/AgentLogin?agentToken=nope&agentUsername=agent01');
    expect(await screen.findByText('Error: Agent token is invalid')).toBeInTheDocument();
    view.unmount();
    renderAt('/WebLogin/tok-123/7/1');
    expect(await screen.findByText('Dashboard page at /index')).toBeInTheDocument();
  });

  it('the sign-in page after an agent login', async () => {
    localStorage.setItem('is_agent_login', '1');
    renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

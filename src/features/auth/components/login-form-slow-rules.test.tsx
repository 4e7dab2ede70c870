import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The form's rules arrive 2 s after it asks for them (a slow connection, a busy server). */
const RULES_DELAY_MS = 2000;
let rulesArrived = false;
vi.mock('../schemas/login', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, RULES_DELAY_MS));
  rulesArrived = true;
  return importOriginal();
});

/** A fresh copy of the form's module each test: its rules are fetched anew, and late. */
async function freshLoginForm() {
  vi.resetModules();
  rulesArrived = false;
  return (await import('./login-form')).LoginForm;
}

describe('the login form while its rules are still on their way', () => {
  beforeEach(() => {
    rulesArrived = false;
  });

  it('keeps every character typed at once, and submits them once the rules are there', async () => {
    const LoginForm = await freshLoginForm();
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const username = screen.getByRole('textbox', { name: /Username/ });
    const password = screen.getByLabelText(/Password/);
    await user.type(username, 'service01');
    await user.type(password, 'service123');
    expect(rulesArrived).toBe(false);

    await vi.waitFor(() => expect(rulesArrived).toBe(true), { timeout: RULES_DELAY_MS * 3 });
    expect(username).toHaveValue('service01');
    expect(password).toHaveValue('service123');
    expect(password).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ username: 'service01', password: 'service123' });
  });

  it('submits what was typed when Login is pressed before the rules arrive', async () => {
    const LoginForm = await freshLoginForm();
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'agent01');
    await user.type(screen.getByLabelText(/Password/), 'agent123{Enter}');
    expect(rulesArrived).toBe(false);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), { timeout: RULES_DELAY_MS * 3 });
    expect(onSubmit.mock.calls[0]![0]).toEqual({ username: 'agent01', password: 'agent123' });
  });
});

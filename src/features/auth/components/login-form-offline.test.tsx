import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

// The form's rules could not be fetched (offline, or a deploy replaced them since the page loaded).
vi.mock('../schemas/login', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the login form before its rules are loaded', () => {
  it('says the server could not be reached and submits nothing', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

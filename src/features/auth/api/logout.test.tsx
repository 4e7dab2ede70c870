import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { networkErrorFor } from '@mocks/server/endpoint';
import { renderAt } from '@/test/harness/auth-routes';
import { useLogout } from './logout';

function LogoutButton() {
  const { logout, pending } = useLogout();
  return (
    <button type="button" onClick={logout} aria-busy={pending}>
      Sign out
    </button>
  );
}

function startSession() {
  db.update((s) => (s.sessions['test-token'] = 3));
  localStorage.setItem('user_token', 'test-token');
  localStorage.setItem('user_id', '3');
  localStorage.setItem('role_id', '2');
  localStorage.setItem('LOCALE', 'en');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useLogout', () => {
  it('ends the session on the server and locally, then lands on /login with the snackbar', async () => {
    startSession();
    renderAt('/session', { extra: <LogoutButton /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Logout successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(localStorage.getItem('LOCALE')).toBe('en');
    expect(db.state.sessions['test-token']).toBeUndefined();
  });

  it('still ends the local session when the call fails', async () => {
    startSession();
    server.use(networkErrorFor('api/logout'));
    renderAt('/session', { extra: <LogoutButton /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('user_token')).toBeNull();
  });

  it('keeps the snackbar 3000 ms: still shown at 2.9 s, gone at 3 s', async () => {
    startSession();
    vi.useFakeTimers();
    renderAt('/session', { extra: <LogoutButton /> });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    // The call goes through the demo backend while the clock moves in 10 ms steps; the snackbar has
    // been up for less than one step when it is first seen, so the count below starts there.
    await vi.waitFor(
      async () => {
        await act(() => vi.advanceTimersByTimeAsync(10));
        expect(screen.getByText('Logout successfully.')).toBeInTheDocument();
      },
      { timeout: 20_000, interval: 1 },
    );
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('Logout successfully.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Logout successfully.')).not.toBeInTheDocument();
  });
});

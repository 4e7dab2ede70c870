import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { networkErrorFor } from '@mocks/server/endpoint';
import { renderAt } from '../test/render-at';
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
});

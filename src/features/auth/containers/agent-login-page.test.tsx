import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/harness/auth-routes';

describe('agent login', () => {
  it('signs in with the agent token, flags the session and goes to the root after a second', async () => {
    renderAt('/AgentLogin?agentToken=agent-agent01&agentUsername=agent01');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Root page at /')).toBeInTheDocument();
    expect(localStorage.getItem('is_agent_login')).toBe('1');
    expect(localStorage.getItem('user_id')).toBe('3');
    expect(localStorage.getItem('user_token')).toMatch(/^[0-9a-f]{32}$/);
  });

  // @spec bo.errors.agent-login
  it('shows Error: and the server message when the token is refused', async () => {
    renderAt('/AgentLogin?agentToken=nope&agentUsername=agent01');
    expect(await screen.findByText('Error: Agent token is invalid')).toBeInTheDocument();
    expect(localStorage.getItem('user_token')).toBeNull();
  });

  it('shows an error when the link lacks its parameters', async () => {
    renderAt('/AgentLogin');
    expect(await screen.findByText(/^Error: the sign-in link needs agentToken/)).toBeInTheDocument();
  });
});

describe('web login', () => {
  it('stores the token and customer id, then goes to /index after a second', async () => {
    localStorage.setItem('EventMode', '1');
    renderAt('/WebLogin/tok-123/7/1');
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
    expect(localStorage.getItem('user_token')).toBe('tok-123');
    expect(localStorage.getItem('user_id')).toBe('7');
    expect(localStorage.getItem('EventMode')).toBeNull();
    expect(screen.queryByText('Dashboard page at /index')).not.toBeInTheDocument();
    expect(await screen.findByText('Dashboard page at /index')).toBeInTheDocument();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { networkErrorFor, replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { NoticeProvider } from '@/components/ui/notice';
import { createQueryClient } from '@/lib/api/query-client';
import { memoryRoutes } from '@/test/harness/memory-routes';
import { LoginPathCheck } from './login-path-check';

function SignInPage() {
  return <p>sign-in page at {useLocation().pathname}</p>;
}

function openAt(path: string) {
  const signIn = (
    <LoginPathCheck>
      <SignInPage />
    </LoginPathCheck>
  );
  const router = memoryRoutes(
    [
      { path: '/login', element: signIn },
      { path: '/WebLogin/:token/:customerID/:test', element: signIn },
      { path: '/AgentLogin', element: signIn },
      { path: '/index', element: <p>at /index</p> },
    ],
    path,
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticeProvider>{router.element}</NoticeProvider>
    </QueryClientProvider>,
  );
}

describe('a login path', () => {
  it('opens at once for a visitor, without asking the server', async () => {
    const auth = recordCalls('api/userMenu/auth');
    server.use(auth.handler);
    openAt('/login');
    expect(screen.getByText('sign-in page at /login')).toBeInTheDocument();
    expect(auth.calls).toEqual([]);
  });

  it('asks the server about the path a signed-in user opens, and shows the page once allowed', async () => {
    const auth = recordCalls('api/userMenu/auth');
    server.use(auth.handler);
    signInAs(3);
    openAt('/WebLogin/abc/7/0');
    expect(screen.queryByText(/sign-in page/)).not.toBeInTheDocument();
    expect(await screen.findByText('sign-in page at /WebLogin/abc/7/0')).toBeInTheDocument();
    expect(auth.calls).toEqual([{ url: '/WebLogin/abc/7/0' }]);
  });

  it('sends a signed-in user the server refuses to /index', async () => {
    server.use(replyWith('api/userMenu/auth', { code: 4030, message: 'noAuthority' }));
    signInAs(3);
    openAt('/AgentLogin');
    expect(await screen.findByText('at /index')).toBeInTheDocument();
    expect(screen.queryByText(/sign-in page/)).not.toBeInTheDocument();
  });

  it('stays reachable when the check cannot reach the API', async () => {
    server.use(networkErrorFor('api/userMenu/auth'));
    signInAs(3);
    openAt('/login');
    expect(await screen.findByText('sign-in page at /login')).toBeInTheDocument();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { replyWith } from '@mocks/server/endpoint';
import { NoticeProvider } from '@/components/ui/notice';
import { storage } from '@/lib/storage';
import { createQueryClient } from '@/lib/api/query-client';
import { RefusedNotice } from './refused';
import { RouteGuard } from './route-guard';
import { memoryRoutes } from '@/test/harness/memory-routes';

function Where() {
  return (
    <>
      <RefusedNotice />
      <p>at {useLocation().pathname}</p>
    </>
  );
}

function renderAt(path: string) {
  const router = memoryRoutes(
    [
      { path: '/login', element: <Where /> },
      {
        path: '*',
        element: (
          <RouteGuard>
            <Where />
          </RouteGuard>
        ),
      },
    ],
    path,
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticeProvider>{router.element}</NoticeProvider>
    </QueryClientProvider>,
  );
}

function signInAs(userId: number, roleId: number) {
  db.update((s) => (s.sessions['guard-token'] = userId));
  storage.set('user_token', 'guard-token');
  storage.set('user_id', userId);
  storage.set('role_id', roleId);
}

describe('RouteGuard', () => {
  it('sends a visitor without a token to /login', async () => {
    renderAt('/agent');
    expect(await screen.findByText('at /login')).toBeInTheDocument();
  });

  it('lets an administrator open a menu page', async () => {
    signInAs(1, 1);
    renderAt('/customer_service');
    expect(await screen.findByText('at /customer_service')).toBeInTheDocument();
  });

  it('sends an agent away from a page outside its menu to /index', async () => {
    signInAs(3, 2);
    renderAt('/customer_service');
    expect(await screen.findByText('at /index')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient authority');
  });

  it('always allows /transaction/list/{username} and /RD_Debug', async () => {
    signInAs(4, 3);
    renderAt('/transaction/list/player01');
    expect(await screen.findByText('at /transaction/list/player01')).toBeInTheDocument();
  });

  it('asks the server about chat paths and follows its answer', async () => {
    signInAs(4, 3);
    renderAt('/chat/messaging');
    expect(await screen.findByText('at /chat/messaging')).toBeInTheDocument();
  });

  it('sends a chat path the server refuses to /index', async () => {
    server.use(replyWith('api/userMenu/auth', { code: 4030, message: 'noAuthority' }));
    signInAs(4, 3);
    renderAt('/chat/hide');
    expect(await screen.findByText('at /index')).toBeInTheDocument();
  });
});

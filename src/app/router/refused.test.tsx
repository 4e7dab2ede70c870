import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { replyWith } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { NoticeProvider } from '@/components/ui/notice';
import { createQueryClient } from '@/lib/api/query-client';
import { memoryRoutes } from '@/test/harness/memory-routes';
import { ChatGuard, SessionRequired } from './chat-guard';
import { RefusedNotice } from './refused';
import { RouteGuard } from './route-guard';

/** The landing page as the signed-in layout shows it: the refusal notice above the page. */
function Landing() {
  return (
    <>
      <RefusedNotice />
      <p>at {useLocation().pathname}</p>
    </>
  );
}

function openAt(path: string) {
  const router = memoryRoutes(
    [
      { path: '/login', element: <Landing /> },
      {
        element: (
          <SessionRequired>
            <ChatGuard>
              <Outlet />
            </ChatGuard>
          </SessionRequired>
        ),
        children: [
          { path: '/MessageTemplate', element: <Landing /> },
          { path: '/chat/*', element: <Landing /> },
        ],
      },
      { path: '*', element: <RouteGuard>{<Landing />}</RouteGuard> },
    ],
    path,
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticeProvider>{router.element}</NoticeProvider>
    </QueryClientProvider>,
  );
  return router;
}

async function expectRefused(path: string) {
  expect(await screen.findByText('at /index')).toBeInTheDocument();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Insufficient authority');
  expect(alert).toHaveTextContent(`Your account cannot open ${path}, so you were taken to the dashboard.`);
}

describe('a refused page says why, for every role', () => {
  it('tells an agent why a page outside its menu brought it to the dashboard', async () => {
    signInAs(3);
    openAt('/customer_service');
    await expectRefused('/customer_service');
  });

  it('tells an agent signed in from the agent backend the same', async () => {
    signInAs(3, { agentLogin: true });
    openAt('/setup/system');
    await expectRefused('/setup/system');
  });

  it('tells an agent why the templates page, closed to agents, brought it to the dashboard', async () => {
    signInAs(3);
    openAt('/MessageTemplate');
    await expectRefused('/MessageTemplate');
  });

  it('tells customer service why the agent list is refused', async () => {
    signInAs(4);
    openAt('/agent');
    await expectRefused('/agent');
  });

  it('tells an administrator why a chat page the server refuses brought them to the dashboard', async () => {
    server.use(replyWith('api/userMenu/auth', { code: 4030, message: 'noAuthority' }));
    signInAs(1);
    openAt('/chat/hide');
    await expectRefused('/chat/hide');
  });

  it('says nothing when the root path leads to the dashboard, as it always does', async () => {
    signInAs(3);
    openAt('/');
    expect(await screen.findByText('at /index')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes the notice for good: it is not in the history entry any more', async () => {
    signInAs(3);
    const router = openAt('/customer_service');
    await expectRefused('/customer_service');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.location()?.state).toBeNull();
    await act(() => router.navigate(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

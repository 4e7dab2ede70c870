import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { networkErrorFor, replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { NoticeProvider } from '@/components/ui/notice';
import { createQueryClient } from '@/lib/api/query-client';
import { useChatCheckPending } from './chat-check';
import { ChatGuard, chatSection, closedToRole, SessionRequired } from './chat-guard';
import { memoryRoutes } from '@/test/harness/memory-routes';
import { t } from '@/test/translate';

function Where() {
  const checking = useChatCheckPending();
  return <p>{`${checking ? 'holding' : 'at'} ${useLocation().pathname}`}</p>;
}

function openAt(path: string) {
  const router = memoryRoutes(
    [
      { path: '/login', element: <Where /> },
      { path: '/index', element: <Where /> },
      {
        element: (
          <SessionRequired>
            <ChatGuard>
              <Outlet />
            </ChatGuard>
          </SessionRequired>
        ),
        children: [{ path: '*', element: <Where /> }],
      },
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

describe('the chat guard', () => {
  it('names one page per chat section, whatever the room', () => {
    expect(chatSection('/chat/messaging')).toBe('/chat/messaging');
    expect(chatSection('/chat/messaging/200/100/r-a')).toBe('/chat/messaging');
    expect(chatSection('/chat/messaging/200/100/friend/3')).toBe('/chat/messaging');
    expect(chatSection('/chat/contact/105')).toBe('/chat/contact');
    expect(chatSection('/chat/noteTitle/1/2')).toBe('/chat/noteTitle');
    expect(chatSection('/chat/hide/')).toBe('/chat/hide');
    expect(chatSection('/MessageTemplate')).toBe('/MessageTemplate');
  });

  it('sends a visitor without a token to /login', async () => {
    openAt('/chat/messaging');
    expect(await screen.findByText('at /login')).toBeInTheDocument();
  });

  it('asks the server about the path the user is on, room by room, the room list page holding the next room meanwhile', async () => {
    const auth = recordCalls('api/userMenu/auth', { delayMs: 300 });
    server.use(auth.handler);
    signInAs(3);
    const router = openAt('/chat/messaging/200/100/r-agent01-player01');
    expect(await screen.findByText('at /chat/messaging/200/100/r-agent01-player01')).toBeInTheDocument();
    await act(() => router.navigate('/chat/messaging/201/101/r-agent01-player02'));
    // The page stays, told that the next room is not checked yet; then the room is allowed.
    expect(screen.getByText('holding /chat/messaging/201/101/r-agent01-player02')).toBeInTheDocument();
    expect(await screen.findByText('at /chat/messaging/201/101/r-agent01-player02')).toBeInTheDocument();
    expect(auth.calls).toEqual([
      { url: '/chat/messaging/200/100/r-agent01-player01' },
      { url: '/chat/messaging/201/101/r-agent01-player02' },
    ]);
  });

  it('shows nothing of another chat page before its own check answers', async () => {
    signInAs(3);
    const router = openAt('/chat/messaging/200/100/r-agent01-player01');
    expect(await screen.findByText('at /chat/messaging/200/100/r-agent01-player01')).toBeInTheDocument();
    server.use(recordCalls('api/userMenu/auth', { delayMs: 300 }).handler);
    await act(() => router.navigate('/chat/contact/105'));
    expect(screen.queryByText(/\/chat\//)).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: t('common:loading') })).toBeInTheDocument();
    expect(await screen.findByText('at /chat/contact/105')).toBeInTheDocument();
  });

  it('offers Retry when the next room cannot be checked, and opens it once the check answers', async () => {
    signInAs(3);
    const router = openAt('/chat/messaging/200/100/r-agent01-player01');
    expect(await screen.findByText('at /chat/messaging/200/100/r-agent01-player01')).toBeInTheDocument();
    server.use(networkErrorFor('api/userMenu/auth'));
    await act(() => router.navigate('/chat/messaging/201/101/r-agent01-player02'));
    const retry = await screen.findByRole('button', { name: t('common:actions.retry') });
    expect(screen.queryByText(/\/chat\//)).not.toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await screen.findByText('at /chat/messaging/201/101/r-agent01-player02')).toBeInTheDocument();
  });

  it('sends a room the server refuses to /index, even after another room was allowed', async () => {
    signInAs(3);
    const router = openAt('/chat/messaging/200/100/r-agent01-player01');
    expect(await screen.findByText('at /chat/messaging/200/100/r-agent01-player01')).toBeInTheDocument();
    server.use(replyWith('api/userMenu/auth', { code: 4030, message: 'noAuthority' }));
    await act(() => router.navigate('/chat/messaging/201/101/r-agent01-player02'));
    expect(await screen.findByText('at /index')).toBeInTheDocument();
  });

  it('refuses the templates page to an agent without asking the server, and opens it for customer service', async () => {
    const auth = recordCalls('api/userMenu/auth');
    server.use(auth.handler);
    signInAs(3);
    openAt('/MessageTemplate');
    expect(await screen.findByText('at /index')).toBeInTheDocument();
    expect(auth.calls).toEqual([]);
    expect(closedToRole('/MessageTemplate', 3)).toBe(false);
    expect(closedToRole('/chat/messaging', 2)).toBe(false);
  });

  it('holds the templates page while the role is not known yet, then opens it for the role the user view names', async () => {
    server.use(recordCalls('api/user/view', { delayMs: 300 }).handler);
    signInAs(4);
    localStorage.removeItem('role_id');
    openAt('/MessageTemplate');
    expect(screen.getByRole('status', { name: t('common:loading') })).toBeInTheDocument();
    expect(await screen.findByText('at /MessageTemplate')).toBeInTheDocument();
  });

  it('refuses the templates page once the user view names an agent, without asking the server', async () => {
    const auth = recordCalls('api/userMenu/auth');
    server.use(auth.handler);
    signInAs(3);
    localStorage.removeItem('role_id');
    openAt('/MessageTemplate');
    expect(await screen.findByText('at /index')).toBeInTheDocument();
    expect(auth.calls).toEqual([]);
  });

  it('refuses the templates page when no role can become known', async () => {
    signInAs(4);
    localStorage.removeItem('role_id');
    localStorage.removeItem('user_id');
    openAt('/MessageTemplate');
    expect(await screen.findByText('at /index')).toBeInTheDocument();
  });

  it('sends a chat page the server refuses to /index', async () => {
    server.use(replyWith('api/userMenu/auth', { code: 4030, message: 'noAuthority' }));
    signInAs(3);
    openAt('/chat/hide');
    expect(await screen.findByText('at /index')).toBeInTheDocument();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { NoticeProvider } from '@/components/ui/notice';
import { createQueryClient } from '@/lib/query-client';
import { ChatGuard, chatSection, closedToRole, SessionRequired } from './chat-guard';
import { memoryRoutes } from '@/test/harness/memory-routes';

function Where() {
  return <p>at {useLocation().pathname}</p>;
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

  it('asks the server about the path the user is on, room by room, keeping the chat on screen meanwhile', async () => {
    const auth = recordCalls('api/userMenu/auth', { delayMs: 300 });
    server.use(auth.handler);
    signInAs(3);
    const router = openAt('/chat/messaging/200/100/r-agent01-player01');
    expect(await screen.findByText('at /chat/messaging/200/100/r-agent01-player01')).toBeInTheDocument();
    await act(() => router.navigate('/chat/messaging/201/101/r-agent01-player02'));
    // The next room shows at once; its own check is on its way.
    expect(screen.getByText('at /chat/messaging/201/101/r-agent01-player02')).toBeInTheDocument();
    await waitFor(() => expect(auth.calls).toHaveLength(2));
    expect(auth.calls).toEqual([
      { url: '/chat/messaging/200/100/r-agent01-player01' },
      { url: '/chat/messaging/201/101/r-agent01-player02' },
    ]);
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
    expect(closedToRole('/MessageTemplate', '3')).toBe(false);
    expect(closedToRole('/chat/messaging', '2')).toBe(false);
  });

  it('sends a chat page the server refuses to /index', async () => {
    server.use(replyWith('api/userMenu/auth', { code: 4030, message: 'noAuthority' }));
    signInAs(3);
    openAt('/chat/hide');
    expect(await screen.findByText('at /index')).toBeInTheDocument();
  });
});

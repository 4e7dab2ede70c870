import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { NoticeProvider } from '@/components/ui/notice';
import { signInAs } from '@mocks/server/story-session';
import AppLayout from './app-layout';
import { memoryRoutes } from '@/test/harness/memory-routes';

function renderLayout() {
  const router = memoryRoutes(
    [
      {
        element: <AppLayout session={{ logout: () => {}, pending: false }} />,
        children: [{ path: '/index', handle: { title: 'menu.dashboard' }, element: <p>Home</p> }],
      },
    ],
    '/index',
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticeProvider>{router.element}</NoticeProvider>
    </QueryClientProvider>,
  );
}

// jsdom has no ResizeObserver; Headless UI's menus watch their anchor with one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AppLayout', () => {
  it('shows the balance and offers Logout in a normal session', async () => {
    signInAs(3);
    renderLayout();
    expect((await screen.findAllByText('1,234,567.89')).length).toBeGreaterThan(0);
    await userEvent.click(await screen.findByRole('button', { name: /^agent01/ }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('hides Logout when storage has is_agent_login', async () => {
    signInAs(3, { agentLogin: true });
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: /^agent01/ }));
    expect(await screen.findByRole('menuitem', { name: 'Setting' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('fills the share code label 2 s after the layout opens, not before', async () => {
    vi.useFakeTimers();
    signInAs(3);
    renderLayout();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByText('AG0103')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('AG0103')).toBeInTheDocument();
    expect(screen.getByText('Share code:')).toBeInTheDocument();
  });
});

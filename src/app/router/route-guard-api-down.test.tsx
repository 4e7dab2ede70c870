import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { NoticeProvider } from '@/components/ui/notice';
import { endpoints } from '@/lib/api/endpoints';
import { createQueryClient } from '@/lib/api/query-client';
import { t, tx } from '@/test/translate';
import { RouteGuard } from './route-guard';
import { memoryRoutes } from '@/test/harness/memory-routes';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function openAt(path: string) {
  const router = memoryRoutes([{ path: '*', element: <RouteGuard>{<Where />}</RouteGuard> }], path);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticeProvider>{router.element}</NoticeProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** The API answers `failure` for `path` until `restore()`; then the demo backend answers again. */
function failUntilRestored(path: string, failure: () => Response) {
  let down = true;
  server.use(http.post(apiUrl(path), () => (down ? failure() : undefined)));
  return { restore: () => (down = false) };
}

describe('RouteGuard with the API failing on a cold load', () => {
  it('keeps the path, says the network failed, and recovers with Retry', async () => {
    signInAs(1);
    const api = failUntilRestored(endpoints.menuList.path, () => HttpResponse.error());
    const memory = openAt('/report/sr02');

    // A connection failure is retried once (about a second) before it is shown.
    expect(await screen.findByText(t('common:errors.network'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t('common:loadFailed.title') })).toBeInTheDocument();
    expect(screen.queryByText(t('common:noAuthority'))).not.toBeInTheDocument();
    expect(memory.location()?.pathname).toBe('/report/sr02');

    api.restore();
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.retry') }));
    expect(await screen.findByText('at /report/sr02')).toBeInTheDocument();
  });

  it('shows the server message for an HTTP 500, never "Insufficient authority"', async () => {
    signInAs(1);
    failUntilRestored(endpoints.menuList.path, () => new HttpResponse('<h1>Internal error</h1>', { status: 500 }));
    const memory = openAt('/agent');

    expect(await screen.findByText(t('common:errors.server', { status: 500 }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('common:actions.retry') })).toBeInTheDocument();
    expect(screen.queryByText(t('common:noAuthority'))).not.toBeInTheDocument();
    expect(memory.location()?.pathname).toBe('/agent');
  });

  it('treats a failed authority check as unknown, not as a refusal', async () => {
    signInAs(1);
    const api = failUntilRestored(endpoints.menuAuthority.path, () => HttpResponse.error());
    openAt('/chat/messaging');

    expect(await screen.findByText(t('common:errors.network'))).toBeInTheDocument();
    api.restore();
    await userEvent.click(screen.getByRole('button', { name: t('common:actions.retry') }));
    expect(await screen.findByText('at /chat/messaging')).toBeInTheDocument();
  });

  it('offers Logout, which ends the session here though api/logout cannot be reached', async () => {
    signInAs(1);
    failUntilRestored(endpoints.menuList.path, () => HttpResponse.error());
    failUntilRestored(endpoints.logout.path, () => HttpResponse.error());
    const memory = openAt('/report/sr02');

    await userEvent.click(await screen.findByRole('button', { name: t('common:loadFailed.signOut') }));
    await waitFor(() => expect(memory.location()?.pathname).toBe('/login'));
    expect(localStorage.getItem('user_token')).toBeNull();
  });

  it('keeps Logout away from an agent login, which never logs out', async () => {
    signInAs(3, { agentLogin: true });
    failUntilRestored(endpoints.menuList.path, () => HttpResponse.error());
    openAt('/report/sr02');

    expect(await screen.findByText(t('common:errors.network'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: tx('common:language.label') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('common:loadFailed.signOut') })).not.toBeInTheDocument();
  });
});

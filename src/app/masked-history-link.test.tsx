import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { NoticeProvider } from '@/components/ui/notice';
import { DEMO_ENV } from '@/config/env';
import HistoryPage from '@/features/history/containers/history-page';
import { openEnvelope } from '@/lib/api/envelope';
import { createQueryClient } from '@/lib/api/query-client';
import { memoryRoutes } from '@/test/harness/memory-routes';
import { LIST_ROUTES } from '@/features/accounts/containers/list-routes';
import ManagementListPage from '@/features/accounts/containers/management-list-page';

/** Every place a page can carry a name besides its text: the markup, and each attribute of each element. */
function pageCarries(name: string): string[] {
  const found: string[] = [];
  if (document.body.outerHTML.includes(name)) found.push('body.outerHTML');
  for (const element of document.querySelectorAll('*'))
    for (const attribute of element.attributes)
      if (attribute.value.includes(name)) found.push(`<${element.tagName.toLowerCase()} ${attribute.name}>`);
  return found;
}

function usernamesSentTo(path: string) {
  const sent: unknown[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      const opened = openEnvelope((await request.clone().json()) as { params: string; key: string }, DEMO_ENV);
      sent.push(opened.ok ? (opened.payload as { username?: unknown }).username : null);
    }),
  );
  return sent;
}

/** The user list and the history screen, routed in memory as the app routes them. */
function openUserList() {
  const routes = memoryRoutes(
    [
      { path: '/user', handle: LIST_ROUTES['/user'], element: <ManagementListPage /> },
      { path: '/transaction/list', element: <HistoryPage /> },
      { path: '/transaction/list/:username', element: <HistoryPage /> },
    ],
    '/user',
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticeProvider>{routes.element}</NoticeProvider>
    </QueryClientProvider>,
  );
  return routes;
}

describe('a username the list masks', () => {
  it('appears nowhere in the list: text, links, labels or attributes', async () => {
    signInAs(3);
    openUserList();
    const table = await screen.findByRole('grid', { name: 'User list' });
    const history = await within(table).findByRole('link', { name: 'History pl***r01' });
    expect(pageCarries('player01')).toEqual([]);
    expect(history.getAttribute('href')).toMatch(/^\/transaction\/list\?ref=/);

    // Nor does the transfer dialog the row opens.
    await userEvent.click(within(table).getByRole('button', { name: 'Transaction pl***r01' }));
    // The dialog's code comes as it first opens.
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toHaveTextContent('pl***r01');
    expect(pageCarries('player01')).toEqual([]);
  });

  it('opens a history page that searches the account but shows and addresses it masked', async () => {
    signInAs(3);
    const sent = usernamesSentTo('api/transaction/list');
    const routes = openUserList();
    const table = await screen.findByRole('grid', { name: 'User list' });
    await userEvent.click(await within(table).findByRole('link', { name: 'History pl***r01' }));

    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('pl***r01');
    const results = await screen.findByRole('grid', { name: 'Transaction history' });
    await waitFor(() => expect(within(results).getAllByText('pl***r01').length).toBeGreaterThan(0));
    expect(sent).toEqual(['player01']);
    expect(`${routes.location()?.pathname}${routes.location()?.search}`).not.toContain('player01');
    expect(pageCarries('player01')).toEqual([]);

    // Searching again with the field as shown still asks about the account itself.
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sent).toEqual(['player01', 'player01']));
    expect(pageCarries('player01')).toEqual([]);
  });

  it('shows in full, and links by name, once a search lifts the masking', async () => {
    signInAs(3);
    openUserList();
    const table = await screen.findByRole('grid', { name: 'User list' });
    await within(table).findByText('pl***r01');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter this list' }), 'player01');
    expect(await within(table).findByRole('link', { name: 'History player01' })).toHaveAttribute(
      'href',
      '/transaction/list/player01',
    );
  });

  it('is not resolved from a link of another session: the page says so and names nobody', async () => {
    signInAs(3);
    openUserList();
    const table = await screen.findByRole('grid', { name: 'User list' });
    const href = (await within(table).findByRole('link', { name: 'History pl***r01' })).getAttribute('href')!;
    signInAs(4);
    const routes = memoryRoutes([{ path: '/transaction/list', element: <HistoryPage /> }], href);
    document.body.innerHTML = '';
    render(
      <QueryClientProvider client={createQueryClient()}>
        <NoticeProvider>{routes.element}</NoticeProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/no longer names an account/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
  });
});

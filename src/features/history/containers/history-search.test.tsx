import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { NoticeProvider } from '@/components/ui/notice';
import { DEMO_ENV } from '@/config/env';
import { openEnvelope } from '@/lib/api/envelope';
import { db } from '@mocks/db/store';
import { createTransaction } from '@mocks/db/factories';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/server/endpoint';
import { signInAs } from '@mocks/server/story-session';
import { HistorySearch } from './history-search';

/** Records the decrypted payload of every call to `path`, then lets the demo backend answer. */
function capture(path: string) {
  const payloads: unknown[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      const body = (await request.clone().json()) as { params: string; key: string };
      const opened = openEnvelope(body, DEMO_ENV);
      payloads.push(opened.ok ? opened.payload : null);
    }),
  );
  return payloads;
}

function renderSearch(username = 'player01') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticeProvider>
        <MemoryRouter initialEntries={[`/transaction/list/${username}`]}>
          <HistorySearch username={username} initialRange={{ start: '2026-11-20T09:30', end: '2026-11-21T09:30' }} />
        </MemoryRouter>
      </NoticeProvider>
    </QueryClientProvider>,
  );
}

describe('HistorySearch', () => {
  // @spec bo.calls.api/transaction/list
  it('searches at once with the spec payload: username, start/end "YYYY-MM-DD HH:mm:00", page 1, per_page 1000', async () => {
    signInAs(4);
    const payloads = capture('api/transaction/list');
    renderSearch();
    await waitFor(() => expect(payloads).toHaveLength(1));
    expect(payloads[0]).toEqual({
      username: 'player01',
      start_time: '2026-11-20 09:30:00',
      end_time: '2026-11-21 09:30:00',
      page: 1,
      per_page: 1000,
    });
  });

  // @spec bo.calls.api/redEnvelope/record
  it('asks api/redEnvelope/record with the same payload shape for red envelopes', async () => {
    signInAs(4);
    const payloads = capture('api/redEnvelope/record');
    renderSearch();
    await userEvent.selectOptions(screen.getByLabelText('Record type'), 'redEnvelope');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(payloads).toHaveLength(1));
    expect(payloads[0]).toEqual({
      username: 'player01',
      start_time: '2026-11-20 09:30:00',
      end_time: '2026-11-21 09:30:00',
      page: 1,
      per_page: 1000,
    });
  });

  it('shows the rows, edits a remark and shows the new remark', async () => {
    signInAs(4);
    db.update((s) => {
      s.transactions = [
        createTransaction({
          id: 77,
          created_at: '2026-11-21 08:00:00',
          member_username: 'player01',
          amount: '12345.5',
          remark: 'old',
        }),
      ];
    });
    const edits = capture('api/transaction/edit');
    renderSearch();
    const table = await screen.findByRole('grid', { name: 'Transaction history' });
    // Money shows by the spec's rule (2 decimals, separators); type 1 is a transfer in, so it is signed +.
    expect(await within(table).findByText('+12,345.50')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Edit remark of transaction 77' }));
    const remark = await screen.findByRole('textbox', { name: 'Remark' });
    await userEvent.clear(remark);
    await userEvent.type(remark, 'checked by finance');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Remark saved.')).toBeInTheDocument();
    expect(edits[0]).toEqual({ transaction_id: 77, remark: 'checked by finance' });
    expect(await within(table).findByText('checked by finance')).toBeInTheDocument();
  });

  it('does not search when the end is before the start', async () => {
    signInAs(4);
    const payloads = capture('api/transaction/list');
    renderSearch();
    await waitFor(() => expect(payloads).toHaveLength(1));
    // One day in the range picker, with its end time before its start time (09:30).
    await userEvent.click(screen.getByRole('button', { name: /^Date and time range 2026-11-20 09:30/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Date and time range' });
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(new Date(2026, 10, 19));
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${day}`) }));
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${day}`) }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'End time, hour' }), '08');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end time must be after the start time.')).toBeInTheDocument();
    expect(payloads).toHaveLength(1);
  });
});

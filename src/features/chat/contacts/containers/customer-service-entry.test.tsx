import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { createQueryClient } from '@/lib/api/query-client';
import CustomerServiceEntry from './customer-service-entry';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderEntry() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/customer_service_chat']}>
        <Routes>
          <Route path="/customer_service_chat" element={<CustomerServiceEntry />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/customer_service_chat', () => {
  it('asks api/friend/list for status 1, every username (fuzzy 1), page 1, 10 per page, then opens the agent group', async () => {
    signInAs(4);
    const friends = recordCalls('api/friend/list');
    server.use(friends.handler);
    renderEntry();
    const desk = db.state.rooms.find((r) => r.code === 'r-service01-agent01')!;
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/chat/messaging/${desk.id}/${desk.partner_id}/friend/${desk.friend_id}`,
    );
    expect(friends.calls).toEqual([{ status: 1, username: '', fuzzy: 1, page: 1, per_page: 10 }]);
  });

  it('goes to the contact list when the first page holds no agent group', async () => {
    signInAs(3);
    renderEntry();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/chat\/contact$/));
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '@mocks/server/story-session';
import { createQueryClient } from '@/lib/api/query-client';
import { t } from '@/test/translate';
import CustomerServiceEntry from './customer-service-entry';

// A screen that leaves a spec field out: the entry's page size goes missing from its payload (the
// contract's own schema, which the demo backend validates with, is untouched).
vi.mock('@/lib/api/endpoints/chat', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/endpoints/chat')>()),
  FRIEND_PAGE_SIZE: undefined,
}));

describe('a call missing a spec field', () => {
  it('is refused by the demo backend, and the screen shows the server message naming the field', async () => {
    signInAs(4);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/customer_service_chat']}>
          <CustomerServiceEntry />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent(t('chat-nav:entry.failed'));
    // The server's own words, as the spec shows them ("alert the server message").
    expect(alert).toHaveTextContent('The per_page field is required.');
    expect(within(alert).getByRole('button', { name: t('common:actions.retry') })).toBeEnabled();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { NoticeProvider } from '@/components/ui/notice';
import { signInAs } from '@mocks/server/story-session';
import { db } from '@mocks/db/store';
import { managedAccount } from '@mocks/handlers/users';
import { server } from '@mocks/node';
import { ok, replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { ManagementListAt } from '@/test/harness/management-list-route';

const renderAt = (path: '/agent' | '/user' | '/customer_service') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticeProvider>
        <ManagementListAt path={path} />
      </NoticeProvider>
    </QueryClientProvider>,
  );

describe('ManagementListPage', () => {
  // @spec bo.calls.api/user/list
  it('asks api/user/list for the whole list of its role: role_id, page 1, per_page 50000 (spec sections 7 and 9)', async () => {
    const list = recordCalls('api/user/list');
    server.use(list.handler);
    signInAs(1);
    renderAt('/customer_service');
    await within(await screen.findByRole('grid', { name: 'Customer-service accounts' })).findByText('service02');
    expect(list.calls).toEqual([{ role_id: 3, page: 1, per_page: 50_000 }]);
  });

  // @spec bo.errors.success-created
  it('adds a customer-service account: created, then the list shows it', async () => {
    signInAs(1);
    renderAt('/customer_service');
    const table = await screen.findByRole('grid', { name: 'Customer-service accounts' });
    await within(table).findByText('service02');
    await userEvent.click(screen.getByRole('button', { name: 'Add customer-service account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add customer-service account' });
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'helper7');
    await userEvent.type(within(dialog).getByLabelText('Nickname'), 'Helper Seven');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'abc123');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'abc123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // A toast naming the new account; nothing to dismiss.
    expect(await screen.findByText('created: account helper7')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await within(table).findByText('helper7');
    expect(db.state.users.find((u) => u.username === 'helper7')?.role_id).toBe(3);
  });

  it('shows the server message when the username is taken and keeps the form', async () => {
    signInAs(1);
    renderAt('/customer_service');
    await userEvent.click(await screen.findByRole('button', { name: 'Add customer-service account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Username/), 'service02');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'abc123');
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'abc123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The username has already been taken.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Username/)).toHaveValue('service02');
  });

  it('masks non-sub usernames for an agent and hides balance and consent on /user', async () => {
    signInAs(3);
    renderAt('/user');
    const table = await screen.findByRole('grid', { name: 'User list' });
    await within(table).findByText('pl***r01');
    expect(within(table).queryByRole('columnheader', { name: 'Balance' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Red-envelope consent' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter this list' }), 'player01');
    await waitFor(() => expect(within(table).getByText('player01')).toBeInTheDocument());
  });

  it('names the account in its dialogs exactly as the row shows it, masked or not', async () => {
    signInAs(3);
    renderAt('/user');
    const table = await screen.findByRole('grid', { name: 'User list' });
    await within(table).findByText('pl***r01');
    await userEvent.click(within(table).getByRole('button', { name: 'More actions for pl***r01' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit pl***r01' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('pl***r01');
    expect(dialog).not.toHaveTextContent('player01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The table's own filter lifts the masking on the row, and so in the dialog.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter this list' }), 'player01');
    await waitFor(() => expect(within(table).getByText('player01')).toBeInTheDocument());
    await userEvent.click(within(table).getByRole('button', { name: 'More actions for player01' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit player01' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('player01');
  });

  it('says so when the server holds more accounts than its answer carries', async () => {
    signInAs(1);
    const capped = db.state.users
      .filter((u) => u.role_id === 3)
      .slice(0, 2)
      .map(managedAccount);
    server.use(replyWith('api/user/list', ok(capped, 'success', { total: 50_033, page: 1, per_page: 2 })));
    renderAt('/customer_service');
    expect(await screen.findByText(/holds 50,033 accounts; this list shows the first 2\./)).toBeInTheDocument();
  });

  it('says nothing when the answer carries every account', async () => {
    signInAs(1);
    renderAt('/customer_service');
    const table = await screen.findByRole('grid', { name: 'Customer-service accounts' });
    await within(table).findByText('service02');
    expect(screen.queryByText(/holds .* accounts/)).not.toBeInTheDocument();
  });
});

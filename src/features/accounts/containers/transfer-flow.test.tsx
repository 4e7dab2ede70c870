import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { NoticeProvider } from '@/components/ui/notice';
import { userViewSchema } from '@/lib/schemas/user-view';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { http, HttpResponse } from 'msw';
import { apiUrl, networkErrorFor, replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { userView } from '@mocks/server/user-view';
import { managedAccountSchema } from '../schemas/account';
import { TransferFlow, type TransferRequest } from './transfer-flow';

const PATH = 'api/user/transaction';

function setup(kind: TransferRequest['kind'], options: { viewerId?: number; delayMs?: number } = {}) {
  const viewerId = options.viewerId ?? 3;
  signInAs(viewerId);
  const recorder = recordCalls(PATH, { delayMs: options.delayMs ?? 150 });
  server.use(recorder.handler);
  const viewer = userViewSchema.parse(userView(db.state.users.find((u) => u.id === viewerId)!));
  const account = managedAccountSchema.parse(db.state.users.find((u) => u.id === 100));
  const onTransferred = vi.fn();

  function Harness() {
    const [request, setRequest] = useState<TransferRequest | null>({ kind, account });
    return (
      <>
        <button type="button" onClick={() => setRequest({ kind, account })}>
          reopen
        </button>
        <TransferFlow
          request={request}
          viewer={viewer}
          onClose={() => setRequest(null)}
          onTransferred={onTransferred}
        />
      </>
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticeProvider>
        <Suspense fallback={null}>
          <Harness />
        </Suspense>
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return { calls: recorder.calls, onTransferred, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string, remark: string) {
  // The first opening fetches the dialogs' code: on a busy machine that takes more than a second.
  await user.type(await screen.findByRole('textbox', { name: /amount/i }), amount);
  await user.type(screen.getByRole('textbox', { name: /remark/i }), remark);
}

describe('transfer flow', () => {
  // @spec bo.errors.transfer-7001
  // @spec bo.calls.api/user/transaction
  it('double click sends one request; the 7001 retry is one request carrying the payment password', async () => {
    const { calls, onTransferred, user } = setup('transaction');
    await fill(user, '10', 'top up');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));

    const password = await screen.findByLabelText(/payment password/i, { selector: 'input' });
    expect(calls).toEqual([{ id: 100, amount: '10', remark: 'top up', type: 1 }]);
    expect(screen.queryByRole('textbox', { name: /amount/i })).not.toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(password, '8888');
    await user.dblClick(send);

    // A toast with what happened, not a dialog to dismiss.
    expect(await screen.findByRole('status')).toHaveTextContent('Transaction Success: 10.00 points into player01');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({ id: 100, amount: '10', remark: 'top up', type: 1, payment_password: '8888' });
    expect(onTransferred).toHaveBeenCalledTimes(1);
    expect(db.state.users.find((u) => u.id === 100)!.balance).toBe('210');
    expect(screen.queryByLabelText(/payment password/i, { selector: 'input' })).not.toBeInTheDocument();
  });

  it('Enter pressed twice (and held) sends one request', async () => {
    const { calls, user } = setup('deposit', { delayMs: 300 });
    await fill(user, '25', 'deposit');
    await user.keyboard('{Enter}{Enter}');
    await user.keyboard('{Enter>4/}');
    await screen.findByLabelText(/payment password/i, { selector: 'input' });
    expect(calls).toEqual([{ id: 100, amount: '25', remark: 'deposit' }]);

    await user.type(screen.getByLabelText(/payment password/i, { selector: 'input' }), '8888{Enter}{Enter}');
    await screen.findByText('Transaction Success: 25.00 points into player01');
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ amount: '25', payment_password: '8888' });
  });

  it('repeats the amount back with its own decimals: 4 are not cut to 2', async () => {
    const { calls, user } = setup('deposit', { viewerId: 1 });
    await fill(user, '1234.1234', 'deposit');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Transaction Success: 1,234.1234 points into player01');
    expect(calls).toEqual([{ id: 100, amount: '1234.1234', remark: 'deposit' }]);
  });

  // @spec bo.errors.transfer-other
  it('shows the server message and keeps the dialog usable with the input kept', async () => {
    server.use(replyWith(PATH, { code: 5002, message: 'Transfer rejected by risk control' }));
    const { user } = setup('transaction', { viewerId: 1 });
    await fill(user, '-5', 'wash');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Transfer rejected by risk control')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /amount/i })).toHaveValue('-5');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  // 1414 closes the chat's points dialog only; the back-office spec gives list transfers no such code.
  // @spec bo.errors.transfer-other
  it('code 1414 is any other error here: its message shows and the dialog stays with the input kept', async () => {
    server.use(replyWith(PATH, { code: 1414, message: 'Points dialog closed' }));
    const { user } = setup('transaction', { viewerId: 1 });
    await fill(user, '5', 'r');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Points dialog closed')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /amount/i })).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('an unknown outcome is never resent blindly: the user checks the history and acknowledges first', async () => {
    server.use(networkErrorFor(PATH));
    const { calls, user } = setup('transaction', { viewerId: 1 });
    await fill(user, '5', 'r');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const notice = await screen.findByText(/it may or may not have gone through/i);
    expect(notice).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /transaction history/i })).toHaveAttribute(
      'href',
      '/transaction/list/player01',
    );
    expect(screen.getByRole('link', { name: /transaction history/i })).toHaveAttribute('target', '_blank');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(calls).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: /checked the history/i }));
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('a gateway error page after the server applied it is an unknown outcome, still blocked after reopening', async () => {
    const { calls, onTransferred, user } = setup('transaction', { viewerId: 1 });
    let sent = 0;
    server.use(
      http.post(apiUrl(PATH), () => {
        sent += 1;
        return new HttpResponse('<html><body>504 Gateway Time-out</body></html>', {
          status: 504,
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    );
    await fill(user, '50', 'r');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/it may or may not have gone through/i)).toBeInTheDocument();
    expect(screen.queryByText(/could not be read/i)).not.toBeInTheDocument();
    expect(onTransferred).toHaveBeenCalledTimes(1);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /remark/i }), '{Enter}');
    await user.click(send);
    expect(sent).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /amount/i })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'reopen' }));
    expect(await screen.findByText(/it may or may not have gone through/i)).toBeInTheDocument();
    await fill(user, '50', 'r');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(sent).toBe(1);
    expect(calls).toHaveLength(0);
  });
});

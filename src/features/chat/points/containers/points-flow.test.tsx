import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NoticeProvider } from '@/components/ui/notice';
import { createQueryClient } from '@/lib/api/query-client';
import { t } from '@/test/translate';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { networkErrorFor, replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { PointsFlow } from './points-flow';

const PATH = 'api/transaction/add';
const ROOM = 'r-agent01-player02';

function setup(options: { delayMs?: number; viewerId?: number; memberId?: number } = {}) {
  signInAs(options.viewerId ?? 3);
  const recorder = recordCalls(PATH, { delayMs: options.delayMs ?? 150 });
  server.use(recorder.handler);
  function Harness() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          reopen
        </button>
        <PointsFlow
          open={open}
          onClose={() => setOpen(false)}
          memberId={options.memberId ?? 101}
          memberUsername="player02"
          roomCode={ROOM}
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
  return { calls: recorder.calls, user: userEvent.setup() };
}

const send = () => screen.getByRole('button', { name: t('chat-points:send') });
const amount = () => screen.getByRole('textbox', { name: t('chat-points:amount') });

async function fill(user: ReturnType<typeof userEvent.setup>, value: string, description = 'weekly') {
  await screen.findByRole('button', { name: t('chat-points:send') });
  await user.type(amount(), value);
  await user.type(screen.getByRole('textbox', { name: t('chat-points:description') }), description);
}

describe('points flow', () => {
  // @spec chat.errors.transfer-7001
  // @spec chat.calls.api/transaction/add bo.calls.api/transaction/add
  it('double click sends one transfer; the 7001 retry is one more carrying the password; success stays until confirmed', async () => {
    const { calls, user } = setup();
    await fill(user, '10');
    await user.dblClick(send());
    const password = await screen.findByLabelText(new RegExp(t('kit:transfer.passwordLabel')), {
      selector: 'input',
    });
    expect(calls).toEqual([
      { member_id: 101, type: 1, amount: '10', audit_amount: '0', remark: 'weekly', platform: 1 },
    ]);
    expect(screen.queryByRole('textbox', { name: t('chat-points:amount') })).not.toBeInTheDocument();
    const retry = screen.getByRole('button', { name: t('kit:transfer.submit') });
    expect(retry).toBeDisabled();
    await user.type(password, '8888');
    await user.dblClick(retry);

    const done = await screen.findByRole('alertdialog', { name: t('chat-points:success.title') });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ amount: '10', payment_password: '8888' });
    expect(db.state.users.find((u) => u.id === 101)!.balance).toBe('247.5');
    expect(db.state.messages.filter((m) => m.room_code === ROOM && m.type === 3 && m.content === '10')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(done).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: t('chat-points:success.confirm') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  // @spec chat.calls.api/transaction/add
  it('names the main wallet as platform for a send when the member has no wallet choice', async () => {
    // player04 (103) has transaction_all 0: no wallet selector, the points go to the main wallet.
    const { calls, user } = setup({ viewerId: 1, memberId: 103 });
    await fill(user, '5');
    await user.click(send());
    await screen.findByRole('alertdialog', { name: t('chat-points:success.title') });
    expect(calls).toEqual([{ member_id: 103, type: 1, amount: '5', audit_amount: '5', remark: 'weekly', platform: 1 }]);
  });

  it('Enter pressed twice and held on a slow network sends one transfer per intent', async () => {
    const { calls, user } = setup({ delayMs: 600, viewerId: 1 });
    await fill(user, '5');
    await user.keyboard('{Enter}{Enter}');
    await user.keyboard('{Enter>4/}');
    await screen.findByRole('alertdialog', { name: t('chat-points:success.title') });
    expect(calls).toHaveLength(1);
  });

  // @spec chat.errors.transfer-1414
  it('1414 shows the server message and closes the points dialog', async () => {
    server.use(replyWith(PATH, { code: 1414, message: 'Activity mode forbids sending and receiving red envelopes' }));
    const { user } = setup({ viewerId: 1 });
    await fill(user, '5');
    await user.click(send());
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Activity mode forbids sending and receiving red envelopes')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t('chat-points:amount') })).not.toBeInTheDocument();
  });

  // @spec chat.errors.transfer-other
  it('another error shows its message and keeps what was typed', async () => {
    const { user } = setup({ viewerId: 1 });
    await fill(user, '99999999');
    await user.click(screen.getByRole('radio', { name: t('chat-points:types.2') }));
    await user.click(send());
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(/lower than the amount/)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: t('common:actions.ok') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(amount()).toHaveValue('99999999');
  });

  it('an unknown outcome blocks a resend until acknowledged, also after reopening', async () => {
    server.use(networkErrorFor(PATH));
    const { calls, user } = setup({ viewerId: 1 });
    await fill(user, '5');
    await user.click(send());
    const ack = await screen.findByRole('checkbox', { name: t('kit:transfer.unknown.acknowledge') });
    expect(send()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: t('common:actions.cancel') }));
    await user.click(screen.getByRole('button', { name: 'reopen' }));
    await fill(user, '5');
    expect(send()).toBeDisabled();
    expect(ack).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: t('kit:transfer.unknown.acknowledge') }));
    await user.click(send());
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});

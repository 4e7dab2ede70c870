import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NoticeProvider } from '@/components/ui/notice';
import { createQueryClient } from '@/lib/api/query-client';
import { storage } from '@/lib/storage';
import { t } from '@/test/translate';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { PointsFlow } from './points-flow';

// What each opening of the points dialog loads and resets (chat spec section 4).

const ROOMS = {
  player02: { memberId: 101, code: 'r-agent01-player02' },
  // Seeded in event mode.
  player03: { memberId: 102, code: 'r-agent01-player03' },
} as const;
type Name = keyof typeof ROOMS;

/** The room page's way: one flow per room member (keyed), opened and closed by its points icon. */
function setup(viewerId: number, options: { memberDelayMs?: number } = {}) {
  signInAs(viewerId);
  const members = recordCalls('api/member/view', { delayMs: options.memberDelayMs });
  const viewers = recordCalls('api/user/view');
  server.use(members.handler, viewers.handler);
  function Harness() {
    const [target, setTarget] = useState<Name | null>(null);
    const [open, setOpen] = useState(false);
    const room = target && ROOMS[target];
    return (
      <>
        {(Object.keys(ROOMS) as Name[]).map((name) => (
          <button key={name} type="button" onClick={() => (setTarget(name), setOpen(true))}>
            {name}
          </button>
        ))}
        {target && room && (
          <PointsFlow
            key={room.code}
            open={open}
            onClose={() => setOpen(false)}
            memberId={room.memberId}
            memberUsername={target}
            roomCode={room.code}
          />
        )}
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
  const user = userEvent.setup();
  const memberCalls = (memberId: number) => members.calls.filter((c) => c.member_id === memberId).length;
  return {
    user,
    memberCalls,
    viewerCalls: () => viewers.calls.length,
    open: (name: Name) => user.click(screen.getByRole('button', { name })),
  };
}

const findSend = () => screen.findByRole('button', { name: t('chat-points:send') });
const queryDialog = () => screen.queryByRole('dialog', { name: t('chat-points:title') });
const textbox = (key: string) => screen.getByRole('textbox', { name: t(`chat-points:${key}`) });

/** Whether `seen` ever held while the page changed (catches a Send shown for a moment from a stale view). */
function watch(seen: () => boolean) {
  const state = { seen: seen() };
  const observer = new MutationObserver(() => {
    if (seen()) state.seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return {
    get seen() {
      return state.seen;
    },
    stop: () => observer.disconnect(),
  };
}

describe('points dialog openings', () => {
  it('takes event mode from the room member at each opening, never from the EventMode stored at sign-in', async () => {
    const { user, open, memberCalls } = setup(3);
    // The signed-in user's own member was in event mode at sign-in.
    storage.set('EventMode', '1');

    await open('player03');
    expect(await screen.findByText(t('chat-points:eventMode'))).toBeVisible();
    expect(screen.queryByRole('button', { name: t('chat-points:send') })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common:actions.cancel') }));
    await waitFor(() => expect(queryDialog()).not.toBeInTheDocument());

    await open('player02');
    expect(await findSend()).toBeEnabled();
    expect(screen.queryByText(t('chat-points:eventMode'))).not.toBeInTheDocument();
    expect([memberCalls(102), memberCalls(101)]).toEqual([1, 1]);
  });

  it('loads the member and the viewer again on reopening, and never shows Send from the previous answer', async () => {
    // The member view answers after the 1.2 s check, so a cached answer would decide it.
    const { user, open, memberCalls, viewerCalls } = setup(3, { memberDelayMs: 1800 });
    await open('player02');
    await findSend();
    expect([memberCalls(101), viewerCalls()]).toEqual([1, 1]);
    await user.click(screen.getByRole('button', { name: t('common:actions.cancel') }));
    await waitFor(() => expect(queryDialog()).not.toBeInTheDocument());

    // Event mode is switched on for player02 while the dialog is closed.
    db.update((s) => {
      s.users.find((u) => u.id === 101)!.event_mode = 1;
    });
    const send = watch(() => screen.queryByRole('button', { name: t('chat-points:send') }) !== null);
    await open('player02');
    expect(await screen.findByText(t('chat-points:eventMode'))).toBeVisible();
    send.stop();
    expect(send.seen).toBe(false);
    expect([memberCalls(101), viewerCalls()]).toEqual([2, 2]);
  });

  it('resets amount, audit amount, description and payment password on cancel and close', async () => {
    db.update((s) => {
      s.users.find((u) => u.id === 30)!.payment_password = '8888';
    });
    // Service02: no multi-wallet, may change the audit amount (x3).
    const { user, open } = setup(30);
    await open('player02');
    await findSend();
    await user.type(textbox('amount'), '4');
    expect(textbox('auditAmount')).toHaveValue('12');
    await user.clear(textbox('auditAmount'));
    await user.type(textbox('auditAmount'), '7.5');
    await user.type(textbox('description'), 'weekly');
    await user.click(screen.getByRole('button', { name: t('common:actions.cancel') }));
    await waitFor(() => expect(queryDialog()).not.toBeInTheDocument());

    await open('player02');
    await findSend();
    expect(textbox('amount')).toHaveValue('');
    expect(textbox('auditAmount')).toHaveValue('0');
    expect(textbox('description')).toHaveValue('');

    // The payment password typed before closing does not come back either.
    const passwordField = () =>
      screen.findByLabelText(new RegExp(t('kit:transfer.passwordLabel')), { selector: 'input' });
    await user.type(textbox('amount'), '5');
    await user.click(await findSend());
    await user.type(await passwordField(), '1234');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await open('player02');
    await findSend();
    expect(textbox('amount')).toHaveValue('');
    await user.type(textbox('amount'), '5');
    await user.click(await findSend());
    expect(await passwordField()).toHaveValue('');
    expect(screen.getByRole('button', { name: t('kit:transfer.submit') })).toBeDisabled();
  });
});

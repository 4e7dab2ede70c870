import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { db } from '@mocks/db/store';
import { handlers as backend } from '@mocks/handlers';
import { networkErrorFor, replyWith } from '@mocks/server/endpoint';
import { recordCalls } from '@mocks/server/record-calls';
import { signInAs } from '@mocks/server/story-session';
import { startScreenReader } from '@/test/stories/screen-reader';
import { t } from '@/test/translate';
import { PointsFlow } from './points-flow';

type DemoProps = { viewerId: number; memberId: number; memberUsername: string; roomCode: string };

/** The flow as the room uses it: the points icon opens it, closing hands control back. */
function PointsFlowDemo({ memberId, memberUsername, roomCode }: DemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <main className="p-6">
      <Button onClick={() => setOpen(true)}>{memberUsername}</Button>
      <PointsFlow
        open={open}
        onClose={() => setOpen(false)}
        memberId={memberId}
        memberUsername={memberUsername}
        roomCode={roomCode}
      />
    </main>
  );
}

const PATH = 'api/transaction/add';
const recorded = recordCalls(PATH);

const meta = {
  title: 'Chat/Points/PointsFlow',
  component: PointsFlowDemo,
  // Agent01 (id 3): multi-wallet, payment password 8888. Player02 (id 101): balance 237.5, room 201.
  args: { viewerId: 3, memberId: 101, memberUsername: 'player02', roomCode: 'r-agent01-player02' },
  beforeEach: ({ args }) => {
    signInAs(args.viewerId);
    recorded.calls.length = 0;
  },
  parameters: { msw: { handlers: [recorded.handler, ...backend] } },
} satisfies Meta<typeof PointsFlowDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const findSend = () => screen.findByRole('button', { name: t('chat-points:send') });
const send = () => screen.getByRole('button', { name: t('chat-points:send') });
const amount = () => screen.getByRole('textbox', { name: t('chat-points:amount') });
const passwordInput = () =>
  screen.findByLabelText(new RegExp(`^${t('kit:transfer.passwordLabel')}\\*?$`), { selector: 'input' });

// @spec chat.errors.transfer-7001
export const PaymentPasswordThenSuccess: Story = {
  play: async ({ userEvent }) => {
    await findSend();
    await userEvent.type(amount(), '10');
    await userEvent.dblClick(send());
    const password = await passwordInput();
    await expect(screen.queryByRole('dialog', { name: t('chat-points:title') })).not.toBeInTheDocument();
    const retry = screen.getByRole('button', { name: t('kit:transfer.submit') });
    await expect(retry).toBeDisabled();
    await userEvent.type(password, '8888');
    await userEvent.click(retry);
    const done = await screen.findByRole('alertdialog', { name: t('chat-points:success.title') });
    await expect(recorded.calls).toHaveLength(2);
    await expect(recorded.calls[1]).toMatchObject({ member_id: 101, type: 1, amount: '10', payment_password: '8888' });
    await expect(db.state.users.find((u) => u.id === 101)!.balance).toBe('247.5');
    await expect(within(done).getByRole('button', { name: t('chat-points:success.confirm') })).toBeVisible();
  },
};

/** The wallet selector shows only after about 0.8 s (player02 has transaction_all 1). */
export const WalletSelectorAfterDelay: Story = {
  args: { viewerId: 1 },
  play: async () => {
    await screen.findByRole('dialog', { name: t('chat-points:title') });
    await expect(screen.queryByRole('group', { name: t('chat-points:wallet') })).not.toBeInTheDocument();
    await expect(await screen.findByRole('group', { name: t('chat-points:wallet') })).toBeVisible();
    await findSend();
  },
};

/** Player04 has transaction_all 0: no wallet selector, whatever the wait. */
export const NoWalletChoice: Story = {
  args: { viewerId: 1, memberId: 103, memberUsername: 'player04', roomCode: 'r-agent01-player04' },
  play: async () => {
    await findSend();
    await expect(screen.queryByRole('group', { name: t('chat-points:wallet') })).not.toBeInTheDocument();
  },
};

/** Player03 is in event mode: after about 1.2 s the banner shows and Send stays hidden. */
// @spec bo.errors.label-eventModeNoTransfer chat.errors.text-activity-mode
export const EventMode: Story = {
  args: { memberId: 102, memberUsername: 'player03', roomCode: 'r-agent01-player03' },
  play: async () => {
    const banner = await screen.findByText(t('chat-points:eventMode'));
    await expect(banner).toBeVisible();
    await expect(screen.queryByRole('button', { name: t('chat-points:send') })).not.toBeInTheDocument();
  },
};

/**
 * The EventMode stored at sign-in (the signed-in user's own member) does not block this room: event
 * mode is player02's own, from the member view loaded as the dialog opens.
 */
export const StoredEventModeDoesNotBlock: Story = {
  beforeEach: () => {
    localStorage.setItem('EventMode', '1');
    return () => localStorage.removeItem('EventMode');
  },
  play: async () => {
    await expect(await findSend()).toBeEnabled();
    await expect(screen.queryByText(t('chat-points:eventMode'))).not.toBeInTheDocument();
  },
};

/** An amount with 4 decimals is repeated back with all of them in the success dialog. */
export const FourDecimalSuccess: Story = {
  play: async ({ userEvent }) => {
    await findSend();
    await userEvent.type(amount(), '1234.1234');
    await userEvent.click(send());
    await userEvent.type(await passwordInput(), '8888');
    await userEvent.click(screen.getByRole('button', { name: t('kit:transfer.submit') }));
    const done = await screen.findByRole('alertdialog', { name: t('chat-points:success.title') });
    await expect(done).toHaveTextContent(
      t('chat-points:success.message', { type: t('chat-points:types.1'), amount: '1,234.1234' }),
    );
    await expect(recorded.calls[1]).toMatchObject({ amount: '1234.1234', payment_password: '8888' });
  },
};

/** Service02's flags: send and receive only, and a changeable audit amount (x3). */
export const ServiceViewer: Story = {
  args: { viewerId: 30 },
  play: async ({ userEvent }) => {
    await findSend();
    const types = within(screen.getByRole('group', { name: t('chat-points:type') }));
    await expect(types.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2']);
    await userEvent.type(amount(), '4');
    await expect(screen.getByRole('textbox', { name: t('chat-points:auditAmount') })).toHaveValue('12');
  },
};

// @spec chat.errors.transfer-1414
export const Code1414: Story = {
  args: { viewerId: 1 },
  parameters: {
    msw: {
      handlers: [
        replyWith(PATH, { code: 1414, message: 'Activity mode forbids sending and receiving red envelopes' }),
        ...backend,
      ],
    },
  },
  play: async ({ userEvent }) => {
    await findSend();
    await userEvent.type(amount(), '5');
    await userEvent.click(send());
    const alert = await screen.findByRole('alertdialog');
    await expect(within(alert).getByText('Activity mode forbids sending and receiving red envelopes')).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: t('chat-points:title') })).not.toBeInTheDocument();
  },
};

// @spec chat.errors.transfer-other
export const OtherError: Story = {
  args: { viewerId: 1 },
  parameters: {
    msw: { handlers: [replyWith(PATH, { code: 5002, message: 'Transfer rejected by risk control' }), ...backend] },
  },
  play: async ({ userEvent }) => {
    await findSend();
    await userEvent.type(amount(), '15');
    await userEvent.click(send());
    const alert = await screen.findByRole('alertdialog');
    await expect(within(alert).getByText('Transfer rejected by risk control')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: t('common:actions.ok') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(amount()).toHaveValue('15');
  },
};

/** A failed transfer is told at once to screen reader users, once, besides the alert. */
export const FailureAnnounced: Story = {
  args: { viewerId: 1 },
  parameters: {
    snapshot: false,
    msw: { handlers: [replyWith(PATH, { code: 5002, message: 'Transfer rejected by risk control' }), ...backend] },
  },
  play: async ({ userEvent }) => {
    await findSend();
    const reader = await startScreenReader();
    try {
      await userEvent.type(amount(), '15');
      await userEvent.click(send());
      await screen.findByRole('alertdialog');
      const told = `assertive: ${t('chat-points:announceFailed', { message: 'Transfer rejected by risk control' })}`;
      // Told once, in the assertive region (the alert dialog itself is spoken as it opens).
      await waitFor(async () => expect((await reader.announced()).filter((line) => line === told)).toHaveLength(1));
    } finally {
      await reader.stop();
    }
  },
};

export const UnknownOutcome: Story = {
  args: { viewerId: 1 },
  parameters: { msw: { handlers: [networkErrorFor(PATH), ...backend] } },
  play: async ({ userEvent }) => {
    await findSend();
    await userEvent.type(amount(), '15');
    await userEvent.click(send());
    await screen.findByRole('checkbox', { name: t('kit:transfer.unknown.acknowledge') });
    await expect(send()).toBeDisabled();
  },
};

let restoreOnline: (() => void) | null = null;

/** The browser is offline: Send is disabled and says why. */
export const Offline: Story = {
  args: { viewerId: 1 },
  beforeEach: () => {
    const descriptor = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    restoreOnline = () => {
      delete (navigator as { onLine?: boolean }).onLine;
      if (descriptor) Object.defineProperty(Navigator.prototype, 'onLine', descriptor);
      window.dispatchEvent(new Event('online'));
    };
    return () => restoreOnline?.();
  },
  play: async () => {
    await findSend();
    await expect(screen.getByText(t('chat-points:offline'))).toBeVisible();
    await expect(send()).toBeDisabled();
  },
};

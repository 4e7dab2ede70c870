import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '@/components/ui/live-region';
import { useNotice } from '@/components/ui/notice';
import { PaymentPasswordDialog } from '@/components/ui/payment-password-dialog';
import { historyHrefFor } from '@/components/ui/transfer-parts';
import { CODE } from '@/lib/api/codes';
import type { PointsTransferPayload, PointsType } from '@/lib/api/endpoints/chat-points';
import { errorMessage } from '@/lib/api/error-message';
import { useCurrentUserView } from '@/lib/session/api/get-user-view';
import { useTransferEngine } from '@/lib/transfer/use-transfer-engine';
import { useUnknownOutcomes } from '@/lib/transfer/use-unknown-outcomes';
import { useAddPointsTransfer } from '../api/add-points-transfer';
import { usePointsMember } from '../api/get-points-member';
import { PointsDialog, type EventModeState } from '../components/points-dialog';
import { PointsSuccessDialog } from '../components/points-success-dialog';
import { pointsPayload, pointsTypeChoices } from '../schemas/points-form';

/** Spec section 9: the wallet selector appears after about 0.8 s, the event-mode check after 1.2 s. */
export const WALLET_DELAY_MS = 800;
export const EVENT_MODE_DELAY_MS = 1200;

export type PointsFlowProps = {
  open: boolean;
  onClose: () => void;
  /** The room's member (the room route's member_id). */
  memberId: number;
  memberUsername: string;
  roomCode: string;
};

/**
 * The points transfer of a chat room: the points dialog, the payment-password retry and the success
 * dialog. Each opening is a fresh session (cancel and close reset everything); after a success the
 * session ends and the success dialog stays until confirmed, and only then is `onClose` called, so an
 * owner that unmounts the flow on close still shows it. Keep the flow mounted (toggle `open`) for an
 * unknown outcome to stay blocking across reopenings. The transfer shows in the room over real-time.
 */
export function PointsFlow({ open, onClose, memberId, memberUsername, roomCode }: PointsFlowProps) {
  // Members whose last transfer has an unknown outcome: reopening must not turn into a blind resend.
  const unknown = useUnknownOutcomes<string>();
  const [done, setDone] = useState<{ type: PointsType; amount: string } | null>(null);
  const key = `${roomCode}:${memberId}`;
  return (
    <>
      {open && done === null && (
        <PointsSession
          key={key}
          memberId={memberId}
          memberUsername={memberUsername}
          onClose={onClose}
          initiallyUncertain={unknown.has(key)}
          onUncertainChange={(value) => unknown.mark(key, value)}
          onDone={(payload) => setDone({ type: payload.type, amount: payload.amount })}
        />
      )}
      <PointsSuccessDialog
        open={done !== null}
        type={done?.type ?? null}
        amount={done?.amount ?? null}
        onConfirm={() => {
          setDone(null);
          onClose();
        }}
      />
    </>
  );
}

/** navigator.onLine, kept current by the online and offline events. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** True once `ms` have passed since mount. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

type SessionProps = {
  memberId: number;
  memberUsername: string;
  onClose: () => void;
  initiallyUncertain: boolean;
  onUncertainChange: (unknown: boolean) => void;
  onDone: (payload: PointsTransferPayload) => void;
};

function PointsSession({
  memberId,
  memberUsername,
  onClose,
  initiallyUncertain,
  onUncertainChange,
  onDone,
}: SessionProps) {
  const { t } = useTranslation('chat-points');
  const notice = useNotice();
  const announce = useAnnounce();
  // Both views load again each time the dialog opens (chat spec section 4).
  const viewer = useCurrentUserView({ refetchOnMount: 'always' }).data;
  const memberQuery = usePointsMember(memberId, true);
  // Only this opening's answer counts: a view cached by an earlier opening may hold an event mode since changed.
  const member = memberQuery.isFetchedAfterMount && memberQuery.isSuccess ? memberQuery.data : undefined;
  const mutation = useAddPointsTransfer();
  const online = useOnline();
  const walletTime = useElapsed(WALLET_DELAY_MS);
  const modeTime = useElapsed(EVENT_MODE_DELAY_MS);
  const multiWallet = viewer?.is_multiple_wallet === 1;
  const deductAllowed = viewer?.deduct_point_button_visible === 1;
  const auditModifyAllowed = viewer?.flow_limit_modify_permission === 1;
  const flowLimitMultiple = viewer?.transfer_member_flow_limit_multiple ?? null;
  const walletChoice = walletTime && member?.transaction_all === 1;
  // The room member's own mode, from this opening's member view. The EventMode stored at sign-in is the
  // signed-in user's member and must not block transfers in every room.
  const eventMode: EventModeState = !modeTime || !member ? 'checking' : member.event_mode === 1 ? 'on' : 'off';
  const recordHref = historyHrefFor(member?.username || memberUsername);

  // 1414 (the chat spec's): the server's message, then the dialog closes.
  const engine = useTransferEngine<PointsTransferPayload>({
    send: (payload) => mutation.mutateAsync(payload),
    closeCodes: [CODE.closePointsDialog],
    initiallyUncertain,
    onUncertainChange,
    // The session ends here (its dialogs reset); the owner is told to close once the user confirms.
    onSuccess: onDone,
    // The failure is also told at once to screen reader users, whatever they were reading.
    alert: (error) => {
      const message = errorMessage(error, t);
      announce(t('announceFailed', { message }), 'assertive');
      notice.alert({ message, tone: 'error' });
    },
    onClose,
  });
  const { stage, close } = engine;

  return (
    <>
      <PointsDialog
        open={stage === 'form'}
        onOpenChange={close}
        member={
          member
            ? {
                username: member.username || memberUsername,
                nickname: member.nickname,
                balance: member.balance,
                game_wallet: member.game_wallet,
              }
            : null
        }
        typeChoices={viewer ? pointsTypeChoices(viewer) : null}
        showWallet={walletChoice}
        eventMode={viewer ? eventMode : 'checking'}
        multiWallet={multiWallet}
        deductAllowed={deductAllowed}
        auditModifyAllowed={auditModifyAllowed}
        flowLimitMultiple={flowLimitMultiple}
        pending={engine.pending}
        uncertain={engine.formUncertain}
        offline={!online}
        recordHref={recordHref}
        onSubmit={(values) =>
          void engine.submit(
            pointsPayload(values, {
              memberId,
              multiWallet,
              deductAllowed,
              walletChoice,
              auditModifyAllowed,
              flowLimitMultiple,
            }),
          )
        }
      />
      <PaymentPasswordDialog
        open={stage === 'password'}
        onOpenChange={close}
        pending={engine.pending}
        uncertain={engine.passwordUncertain}
        historyHref={recordHref}
        onSubmit={(password) => online && engine.submitPassword(password)}
      />
    </>
  );
}

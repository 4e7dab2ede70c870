import Big from 'big.js';
import { endpoints } from '@/lib/api/endpoints';
import { POINTS_PLATFORM, POINTS_TYPE, type PointsTransferPayload } from '@/lib/api/endpoints/chat-points';
import { MESSAGE_TYPE } from '@/lib/api/endpoints/chat';
import { db } from '../db/store';
import type { DbTransaction, DbUser } from '../db/types';
import { announce } from '../server/chat-events';
import { addMessage } from '../server/chat-store';
import { platformStamp } from '../server/clock';
import { MOCK_CODE } from '../server/codes';
import { endpoint, fail, ok } from '../server/endpoint';

/** The spec's code that closes the points dialog (chat spec section 9). */
const CLOSE_POINTS_DIALOG = 1414;

/**
 * The room message each transfer type leaves (chat spec section 3). Type 7, "transfer in (green)",
 * is the member's own transfer to the staff user, so no staff transfer produces it.
 */
export const MESSAGE_TYPE_OF_TRANSFER: Record<PointsTransferPayload['type'], number> = {
  [POINTS_TYPE.send]: MESSAGE_TYPE.sendEnvelope,
  [POINTS_TYPE.receive]: MESSAGE_TYPE.transferOut,
  [POINTS_TYPE.gift]: MESSAGE_TYPE.gift,
  [POINTS_TYPE.makeUp]: MESSAGE_TYPE.makeUp,
  [POINTS_TYPE.gameWalletIn]: MESSAGE_TYPE.gameWalletIn,
  [POINTS_TYPE.gameWalletDeduct]: MESSAGE_TYPE.gameWalletDeduct,
};

/** Which viewer flag allows each type (chat spec section 6). */
function allowed(user: DbUser, type: PointsTransferPayload['type']): boolean {
  switch (type) {
    case POINTS_TYPE.send:
      return user.send_red_envelope_button_visible === 1;
    case POINTS_TYPE.receive:
      return user.receive_red_envelope_button_visible === 1;
    case POINTS_TYPE.gift:
      return user.gift_red_envelope_button_visible === 1;
    case POINTS_TYPE.makeUp:
      return user.point_button_visible === 1 && user.role_id === 1;
    case POINTS_TYPE.gameWalletIn:
      return user.is_multiple_wallet === 1;
    case POINTS_TYPE.gameWalletDeduct:
      return user.deduct_point_button_visible === 1;
  }
}

const unlimited = (user: DbUser) => new Big(user.limit_of_credit || '0').eq(-1);
const INSUFFICIENT_OWN = 'Insufficient balance: your balance is lower than the amount';

type Move = { wallet: 'balance' | 'game_wallet'; memberDelta: Big; operatorDelta: Big };

/**
 * The money rules, all in decimal (big.js). Transfers in (send, gift, make-up, game wallet in) are
 * paid by the operator unless the operator's credit is unlimited; receive moves the member's points
 * to the operator; a deduct takes points out of the game wallet without crediting anyone. The game
 * wallet is never washed back to the operator.
 */
function plan(operator: DbUser, member: DbUser, p: PointsTransferPayload): Move | string {
  const amount = new Big(p.amount);
  const abs = amount.abs();
  const pay = (wallet: Move['wallet']): Move | string => {
    if (!unlimited(operator) && abs.gt(operator.balance || '0')) return INSUFFICIENT_OWN;
    return { wallet, memberDelta: abs, operatorDelta: unlimited(operator) ? new Big(0) : abs.neg() };
  };
  const deduct = (): Move | string => {
    if (operator.deduct_point_button_visible !== 1) return 'The game wallet cannot be washed';
    if (abs.gt(member.game_wallet || '0'))
      return "Insufficient balance: the member's game wallet is lower than the amount";
    return { wallet: 'game_wallet', memberDelta: abs.neg(), operatorDelta: new Big(0) };
  };
  switch (p.type) {
    case POINTS_TYPE.receive:
      if (abs.gt(member.balance || '0')) return "Insufficient balance: the member's balance is lower than the amount";
      return { wallet: 'balance', memberDelta: abs.neg(), operatorDelta: unlimited(operator) ? new Big(0) : abs };
    case POINTS_TYPE.gameWalletIn:
      return amount.lt(0) ? deduct() : pay('game_wallet');
    case POINTS_TYPE.gameWalletDeduct:
      return deduct();
    default:
      return pay(p.platform === POINTS_PLATFORM.game ? 'game_wallet' : 'balance');
  }
}

/** The 24-hour record's kind: in, out, gift, make-up. */
const RECORD_KIND: Record<PointsTransferPayload['type'], DbTransaction['type']> = {
  1: 1,
  2: 2,
  3: 3,
  4: 4,
  5: 1,
  6: 2,
};

export const chatPointsHandlers = [
  endpoint(endpoints.transactionAdd, ({ payload, user, state }) => {
    const member = state.users.find((u) => u.id === payload.member_id && u.role_id === 4);
    if (!member) return fail(MOCK_CODE.notFound, 'Member not found');
    if (!allowed(user, payload.type)) return fail(MOCK_CODE.forbidden, 'Insufficient authority');
    // Types 1 and 3 always name a wallet (the payload schema); only a member with transaction_all 1 may
    // be sent points into the game wallet that way.
    if (payload.platform === POINTS_PLATFORM.game && member.transaction_all !== 1)
      return fail(MOCK_CODE.validation, 'This member has no wallet choice');

    if (user.payment_password !== null) {
      if (!payload.payment_password) return fail(MOCK_CODE.paymentPassword, 'Payment password required');
      if (payload.payment_password !== user.payment_password)
        return fail(MOCK_CODE.wrongCode, 'The payment password is incorrect');
    }
    if (member.event_mode === 1)
      return fail(CLOSE_POINTS_DIALOG, 'Activity mode forbids sending and receiving red envelopes');

    const move = plan(user, member, payload);
    if (typeof move === 'string') return fail(MOCK_CODE.insufficientBalance, move);

    const id = db.update((s) => {
      const operator = s.users.find((u) => u.id === user.id)!;
      const target = s.users.find((u) => u.id === member.id)!;
      target[move.wallet] = new Big(target[move.wallet] || '0').plus(move.memberDelta).toFixed();
      operator.balance = new Big(operator.balance || '0').plus(move.operatorDelta).toFixed();
      const row: DbTransaction = {
        id: ++s.nextId,
        created_at: platformStamp(),
        type: RECORD_KIND[payload.type],
        member_id: target.id,
        member_username: target.username,
        member_nickname: target.nickname,
        amount: new Big(payload.amount).abs().toFixed(),
        status: 1,
        user_id: operator.id,
        user_username: operator.username,
        remark: payload.remark.trim(),
        wallet: move.wallet === 'game_wallet' ? 2 : 1,
      };
      s.transactions.unshift(row);
      return row.id;
    });

    // The transfer shows in the staff user's room with the member, live over the room's channel.
    const room = state.rooms.find((r) => r.staff_id === user.id && r.partner_id === member.id);
    if (room) {
      const stored = addMessage(room, {
        type: MESSAGE_TYPE_OF_TRANSFER[payload.type],
        content: new Big(payload.amount).abs().toFixed(),
        from_staff: true,
        created_at: platformStamp(),
        transaction_id: id,
        transaction_status: null,
      });
      announce(db.state, room, stored);
    }
    const after = db.state.users.find((u) => u.id === member.id)!;
    return ok({ transaction_id: id, balance: after.balance, game_wallet: after.game_wallet }, 'Transaction Success');
  }),
];

import Big from 'big.js';
import { endpoints } from '@/lib/api/endpoints';
import { db } from '../db/store';
import type { DbState, DbTransaction, DbUser } from '../db/types';
import { platformStamp } from '../server/clock';
import { MOCK_CODE } from '../server/codes';
import { endpoint, fail, ok } from '../server/endpoint';
// The same rule as the list: an account can receive a transfer only from someone who sees it.
import { mayManage } from './users';

const unlimited = (user: DbUser) => new Big(user.limit_of_credit || '0').eq(-1);

type Move = { targetWallet: 'balance' | 'game_wallet'; targetDelta: Big; operatorDelta: Big; kind: 1 | 2 };

/**
 * The rules of a transfer, all in decimal (big.js):
 * - open (positive): the operator pays it, unless the operator's credit is unlimited (-1);
 * - wash (negative, main wallet): comes back to the operator, never more than the target holds;
 * - game wallet: positive only, unless the operator may deduct, in which case a negative amount is
 *   deducted directly (taken out of the game wallet, not credited to anyone).
 */
function plan(operator: DbUser, target: DbUser, amount: Big, wallet: 1 | 2): Move | string {
  const abs = amount.abs();
  if (wallet === 2) {
    if (amount.gt(0)) {
      if (!unlimited(operator) && abs.gt(operator.balance))
        return 'Insufficient balance: your balance is lower than the amount';
      return {
        targetWallet: 'game_wallet',
        targetDelta: abs,
        operatorDelta: unlimited(operator) ? new Big(0) : abs.neg(),
        kind: 1,
      };
    }
    if (operator.deduct_point_button_visible !== 1) return 'The game wallet cannot be washed';
    if (abs.gt(target.game_wallet)) return "Insufficient balance: the account's game wallet is lower than the amount";
    return { targetWallet: 'game_wallet', targetDelta: abs.neg(), operatorDelta: new Big(0), kind: 2 };
  }
  if (amount.gt(0)) {
    if (!unlimited(operator) && abs.gt(operator.balance))
      return 'Insufficient balance: your balance is lower than the amount';
    return {
      targetWallet: 'balance',
      targetDelta: abs,
      operatorDelta: unlimited(operator) ? new Big(0) : abs.neg(),
      kind: 1,
    };
  }
  if (abs.gt(target.balance)) return "Insufficient balance: the account's balance is lower than the amount";
  return {
    targetWallet: 'balance',
    targetDelta: abs.neg(),
    operatorDelta: unlimited(operator) ? new Big(0) : abs,
    kind: 2,
  };
}

function apply(
  state: DbState,
  operatorId: number,
  targetId: number,
  move: Move,
  amount: Big,
  wallet: 1 | 2,
  remark: string,
  id: number,
) {
  const operator = state.users.find((u) => u.id === operatorId)!;
  const target = state.users.find((u) => u.id === targetId)!;
  target[move.targetWallet] = new Big(target[move.targetWallet] || '0').plus(move.targetDelta).toFixed();
  operator.balance = new Big(operator.balance || '0').plus(move.operatorDelta).toFixed();
  const row: DbTransaction = {
    id,
    created_at: platformStamp(),
    type: move.kind,
    member_id: target.id,
    member_username: target.username,
    member_nickname: target.nickname,
    amount: amount.abs().toFixed(),
    status: 1,
    user_id: operator.id,
    user_username: operator.username,
    remark,
    wallet,
  };
  state.transactions.unshift(row);
}

export const transferHandlers = [
  endpoint(endpoints.userTransaction, ({ payload, user, state }) => {
    const target = state.users.find((u) => u.id === payload.id);
    if (!target || !mayManage(user, target)) return fail(MOCK_CODE.notFound, 'User not found');
    const amount = new Big(payload.amount);
    if (amount.eq(0)) return fail(MOCK_CODE.validation, 'The amount cannot be zero');
    const wallet = payload.type ?? 1;
    if (wallet === 2 && user.is_multiple_wallet !== 1)
      return fail(MOCK_CODE.validation, 'The game wallet is not available for this account');

    if (user.payment_password !== null) {
      if (!payload.payment_password) return fail(MOCK_CODE.paymentPassword, 'Payment password required');
      if (payload.payment_password !== user.payment_password)
        return fail(MOCK_CODE.wrongCode, 'The payment password is incorrect');
    }

    const move = plan(user, target, amount, wallet);
    if (typeof move === 'string') return fail(MOCK_CODE.insufficientBalance, move);

    db.update((s) => apply(s, user.id, target.id, move, amount, wallet, payload.remark.trim(), ++s.nextId));
    return ok(null, 'Transaction Success');
  }),
];

import { describe, expect, it } from 'vitest';
import {
  auditFor,
  auditLocked,
  auditShown,
  memberPreview,
  pointsFormSchema,
  pointsPayload,
  pointsTypeChoices,
  walletShown,
  type PointsFormInput,
} from './points-form';

const flags = {
  role_id: 2,
  send_red_envelope_button_visible: 0,
  receive_red_envelope_button_visible: 0,
  gift_red_envelope_button_visible: 0,
  point_button_visible: 0,
  is_multiple_wallet: 0,
  deduct_point_button_visible: 0,
};
const form = (over: Partial<PointsFormInput>): PointsFormInput => ({
  type: '1',
  amount: '10',
  audit_amount: '0',
  description: '',
  wallet: 'main',
  ...over,
});
const issue = (input: PointsFormInput, rules = { multiWallet: false, deductAllowed: false }) => {
  const parsed = pointsFormSchema(rules).safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((i) => i.message);
};

describe('points type choices', () => {
  it('follow the viewer flags; make-up only for admins', () => {
    expect(pointsTypeChoices(flags)).toEqual([]);
    expect(
      pointsTypeChoices({ ...flags, send_red_envelope_button_visible: 1, receive_red_envelope_button_visible: 1 }),
    ).toEqual([1, 2]);
    expect(pointsTypeChoices({ ...flags, gift_red_envelope_button_visible: 1, point_button_visible: 1 })).toEqual([3]);
    expect(pointsTypeChoices({ ...flags, role_id: 1, point_button_visible: 1 })).toEqual([4]);
    expect(pointsTypeChoices({ ...flags, is_multiple_wallet: 1, deduct_point_button_visible: 1 })).toEqual([5, 6]);
  });
});

describe('points form rules', () => {
  it('needs an amount above 0 with at most 4 decimals', () => {
    expect(issue(form({ amount: '' }))).toEqual(['chat-points:validation.amountRequired']);
    expect(issue(form({ amount: '1,5' }))).toEqual(['chat-points:validation.amountFormat']);
    expect(issue(form({ amount: '1.23456' }))).toEqual(['chat-points:validation.amountPlaces']);
    expect(issue(form({ amount: '0' }))).toEqual(['chat-points:validation.amountPositive']);
    expect(issue(form({ amount: '-5' }))).toEqual(['chat-points:validation.amountPositive']);
    expect(issue(form({ amount: '1.2345' }))).toBeNull();
  });

  it('game wallet: positive only for sends, a negative deducts only with the deduct permission', () => {
    expect(issue(form({ type: '5', amount: '-3' }))).toEqual(['chat-points:validation.gameWalletPositive']);
    expect(issue(form({ type: '5', amount: '-3' }), { multiWallet: true, deductAllowed: true })).toBeNull();
    expect(issue(form({ type: '6', amount: '-3' }), { multiWallet: true, deductAllowed: true })).toBeNull();
  });

  it('audit amount up to 4 decimals; description at most 50 characters', () => {
    expect(issue(form({ audit_amount: '1.00001' }))).toEqual(['chat-points:validation.auditFormat']);
    expect(issue(form({ audit_amount: '-1' }))).toEqual(['chat-points:validation.auditFormat']);
    // Not shown for type 2, nor for multi-wallet viewers: not checked either.
    expect(issue(form({ type: '2', audit_amount: 'x' }))).toBeNull();
    expect(issue(form({ description: 'x'.repeat(50) }))).toBeNull();
    expect(issue(form({ description: 'x'.repeat(51) }))).toEqual(['chat-points:validation.descriptionMax']);
  });

  it('audit amount is amount x multiple in decimals, cut to 4 places', () => {
    expect(auditFor('0.1', '3')).toBe('0.3');
    expect(auditFor('10.12345', '1')).toBe('10.1234');
    expect(auditFor('1.0001', '2.5')).toBe('2.5002');
    expect(auditFor('', '2')).toBe('0');
    expect(auditFor('5', null)).toBe('0');
  });

  it('audit shown except type 2 and multi-wallet; locked on type 1 without permission; wallet only for 1 and 3', () => {
    expect(auditShown(1, false)).toBe(true);
    expect(auditShown(2, false)).toBe(false);
    expect(auditShown(1, true)).toBe(false);
    expect(auditLocked(1, false)).toBe(true);
    expect(auditLocked(1, true)).toBe(false);
    expect(auditLocked(3, false)).toBe(false);
    expect([1, 2, 3, 4, 5, 6].filter((t) => walletShown(t as 1, true))).toEqual([1, 3]);
    expect(walletShown(1, false)).toBe(false);
  });

  it('balance before and after in decimals on the wallet the type changes', () => {
    const member = { balance: '0.3', game_wallet: '10' };
    expect(memberPreview(member, 1, '0.1', '')).toEqual({ current: '0.3', after: '0.4' });
    expect(memberPreview(member, 2, '0.1', '')).toEqual({ current: '0.3', after: '0.2' });
    expect(memberPreview(member, 1, '2', 'game')).toEqual({ current: '10', after: '12' });
    expect(memberPreview(member, 6, '2.5', '')).toEqual({ current: '10', after: '7.5' });
    expect(memberPreview(member, 1, 'abc', '')).toEqual({ current: '0.3', after: null });
  });
});

describe('points payload', () => {
  const ctx = {
    memberId: 101,
    multiWallet: false,
    deductAllowed: false,
    walletChoice: true,
    auditModifyAllowed: false,
    flowLimitMultiple: '2',
  };
  const values = (over: Partial<PointsFormInput>) => pointsFormSchema(ctx).parse(form(over));

  it('sends the target wallet (1 main, 2 game) as platform for types 1 and 3, the description as remark', () => {
    expect(pointsPayload(values({ amount: '007.50', description: ' hi ', wallet: 'game' }), ctx)).toEqual({
      member_id: 101,
      type: 1,
      amount: '7.50',
      audit_amount: '15',
      remark: 'hi',
      platform: 2,
    });
    expect(pointsPayload(values({ type: '3', wallet: 'main' }), ctx).platform).toBe(1);
    // Without the wallet choice the points go to the main wallet, and types 1 and 3 still name it.
    expect(pointsPayload(values({ type: '1', wallet: 'game' }), { ...ctx, walletChoice: false }).platform).toBe(1);
    expect(pointsPayload(values({ type: '3' }), { ...ctx, walletChoice: false }).platform).toBe(1);
    expect(pointsPayload(values({ type: '2', wallet: 'game' }), ctx)).toMatchObject({
      platform: '',
      audit_amount: '0',
    });
  });

  it('a locked audit amount is always the computed one; multi-wallet viewers send 0', () => {
    expect(pointsPayload(values({ amount: '3', audit_amount: '999' }), ctx).audit_amount).toBe('6');
    expect(
      pointsPayload(values({ amount: '3', audit_amount: '999' }), { ...ctx, auditModifyAllowed: true }).audit_amount,
    ).toBe('999');
    expect(
      pointsPayload(values({ type: '3', amount: '3', audit_amount: '4' }), { ...ctx, multiWallet: true }).audit_amount,
    ).toBe('0');
  });
});

import { describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api/client';
import { db } from '../db/store';
import { DEMO_PAYMENT_PASSWORD } from '../db/demo-accounts';
import { signInAs } from '../server/story-session';

const user = (id: number) => db.state.users.find((u) => u.id === id)!;
const send = (payload: Record<string, unknown>) =>
  apiCall('api/user/transaction', payload).then(
    (r) => ({ code: r.code, message: r.message }),
    (e: { code: number; message: string }) => ({ code: e.code, message: e.message }),
  );

// Seed: agent01 (id 3) needs payment password 8888, balance 1234567.899, multi-wallet, may not deduct;
// player01 (id 100, parent agent01) balance 200; admin (id 1) unlimited credit, may deduct.
describe('api/user/transaction (demo backend)', () => {
  it('asks for the payment password (7001), rejects a wrong one, then moves the points', async () => {
    signInAs(3);
    expect(await send({ id: 100, amount: '10', remark: 'r' })).toEqual({
      code: 7001,
      message: 'Payment password required',
    });
    expect((await send({ id: 100, amount: '10', remark: 'r', payment_password: '0000' })).code).not.toBe(1000);
    expect(user(100).balance).toBe('200');

    expect(
      (await send({ id: 100, amount: '10.1', remark: 'top up', payment_password: DEMO_PAYMENT_PASSWORD })).code,
    ).toBe(1000);
    expect(user(100).balance).toBe('210.1');
    expect(user(3).balance).toBe('1234557.799');
    expect(db.state.transactions[0]).toMatchObject({
      type: 1,
      amount: '10.1',
      remark: 'top up',
      user_username: 'agent01',
      member_username: 'player01',
    });
  });

  it('washes points back to the operator, never more than the account holds', async () => {
    signInAs(3);
    const pw = DEMO_PAYMENT_PASSWORD;
    expect((await send({ id: 100, amount: '-200.01', remark: 'r', payment_password: pw })).code).toBe(5001);
    expect((await send({ id: 100, amount: '-0.1', remark: 'wash', payment_password: pw })).code).toBe(1000);
    expect(user(100).balance).toBe('199.9');
    expect(user(3).balance).toBe('1234567.999');
    expect(db.state.transactions[0]).toMatchObject({ type: 2, amount: '0.1' });
  });

  it('enforces the game wallet rules', async () => {
    signInAs(3);
    const pw = DEMO_PAYMENT_PASSWORD;
    expect(await send({ id: 100, amount: '-5', remark: 'r', type: 2, payment_password: pw })).toEqual({
      code: 5001,
      message: 'The game wallet cannot be washed',
    });
    expect((await send({ id: 100, amount: '5', remark: 'r', type: 2, payment_password: pw })).code).toBe(1000);
    expect(user(100).game_wallet).toBe('5');

    db.update((s) => {
      s.users.find((u) => u.id === 1)!.is_multiple_wallet = 1;
    });
    signInAs(1);
    // Admin may deduct: taken out of the game wallet directly, not credited to the operator.
    expect((await send({ id: 100, amount: '-2.5', remark: 'deduct', type: 2 })).code).toBe(1000);
    expect(user(100).game_wallet).toBe('2.5');
    expect(user(1).balance).toBe('0');
    expect((await send({ id: 100, amount: '-3', remark: 'deduct', type: 2 })).code).toBe(5001);
  });

  it('lets an unlimited operator open beyond its balance and refuses a limited one', async () => {
    signInAs(1);
    expect((await send({ id: 100, amount: '1000000', remark: 'r' })).code).toBe(1000);
    db.update((s) => {
      s.users.find((u) => u.id === 3)!.payment_password = null;
    });
    signInAs(3);
    expect((await send({ id: 101, amount: '1234567.9', remark: 'r' })).code).toBe(5001);
  });

  it('validates the payload and the target', async () => {
    signInAs(3);
    expect((await send({ id: 100, amount: '1e3', remark: 'r' })).code).toBe(4022);
    expect((await send({ id: 100, amount: '0.00', remark: 'r' })).code).toBe(4022);
    expect((await send({ id: 999999, amount: '1', remark: 'r' })).code).toBe(4040);
    expect((await send({ id: 1, amount: '1', remark: 'r' })).code).toBe(4040);
  });
});

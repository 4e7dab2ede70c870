import { describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api/client';
import { db } from '../db/store';
import { DEMO_PAYMENT_PASSWORD } from '../db/demo-accounts';
import { signInAs } from '../server/story-session';

const user = (id: number) => db.state.users.find((u) => u.id === id)!;
/** Types 1 and 3 name the main wallet unless told otherwise; the other types send ''. */
const send = (payload: Record<string, unknown>) =>
  apiCall('api/transaction/add', {
    audit_amount: '0',
    remark: '',
    platform: payload.type === 1 || payload.type === 3 ? 1 : '',
    ...payload,
  }).then(
    (r) => ({ code: r.code, message: r.message }),
    (e: { code: number; message: string }) => ({ code: e.code, message: e.message }),
  );
const roomMessages = (code: string) => db.state.messages.filter((m) => m.room_code === code);

// Seed: agent01 (id 3) payment password 8888, multi-wallet, types 1 2 3 5; admin (id 1) unlimited,
// no payment password, types 1 2 3 4 6; player02 (id 101) balance 237.5 in room r-agent01-player02;
// player03 (id 102) in event mode; player04 (id 103) has transaction_all 0.
describe('api/transaction/add (demo backend)', () => {
  it('asks agent01 for the payment password, then moves points and leaves a transfer message in the room', async () => {
    signInAs(3);
    expect(await send({ member_id: 101, type: 1, amount: '10.1234' })).toEqual({
      code: 7001,
      message: 'Payment password required',
    });
    expect((await send({ member_id: 101, type: 1, amount: '1', payment_password: '0000' })).code).not.toBe(1000);
    expect(user(101).balance).toBe('237.5');
    const before = roomMessages('r-agent01-player02').length;
    expect(
      (await send({ member_id: 101, type: 1, amount: '10.1234', payment_password: DEMO_PAYMENT_PASSWORD })).code,
    ).toBe(1000);
    expect(user(101).balance).toBe('247.6234');
    expect(user(3).balance).toBe('1234557.7756');
    const added = roomMessages('r-agent01-player02').slice(before);
    expect(added).toMatchObject([{ type: 3, content: '10.1234', from_staff: true }]);
  });

  it('maps every type to its message and wallet', async () => {
    signInAs(1);
    db.update((s) => {
      s.rooms.push({
        ...s.rooms.find((r) => r.code === 'r-agent01-player02')!,
        id: 999,
        code: 'r-admin-player02',
        staff_id: 1,
      });
    });
    user(101).game_wallet = '50';
    expect((await send({ member_id: 101, type: 2, amount: '7.5' })).code).toBe(1000);
    expect((await send({ member_id: 101, type: 3, amount: '1', platform: 2 })).code).toBe(1000);
    expect((await send({ member_id: 101, type: 4, amount: '2' })).code).toBe(1000);
    expect((await send({ member_id: 101, type: 6, amount: '5' })).code).toBe(1000);
    expect(user(101).balance).toBe('232');
    expect(user(101).game_wallet).toBe('46');
    expect(roomMessages('r-admin-player02').map((m) => m.type)).toEqual([6, 8, 9, 11]);
  });

  it('refuses types the viewer may not use, washing the game wallet, a platform against the type or the game wallet without transaction_all', async () => {
    signInAs(1);
    expect((await send({ member_id: 101, type: 5, amount: '5' })).code).toBe(4030);
    expect((await send({ member_id: 103, type: 1, amount: '5', platform: 2 })).code).toBe(4022);
    expect((await send({ member_id: 103, type: 1, amount: '5', platform: 1 })).code).toBe(1000);
    expect((await send({ member_id: 101, type: 1, amount: '5', platform: '' })).code).toBe(4022);
    expect((await send({ member_id: 101, type: 3, amount: '5', platform: 'main' })).code).toBe(4022);
    expect((await send({ member_id: 101, type: 2, amount: '5', platform: 1 })).code).toBe(4022);
    expect((await send({ member_id: 101, type: 1, amount: '-5' })).code).toBe(4022);
    expect((await send({ member_id: 101, type: 1, amount: '5.12345' })).code).toBe(4022);
    expect((await send({ member_id: 101, type: 2, amount: '1000' })).message).toMatch(/lower than the amount/);
    signInAs(3);
    const pw = { payment_password: DEMO_PAYMENT_PASSWORD };
    expect((await send({ member_id: 101, type: 5, amount: '-5', ...pw })).message).toBe(
      'The game wallet cannot be washed',
    );
    expect((await send({ member_id: 101, type: 5, amount: '5', ...pw })).code).toBe(1000);
    expect(user(101).game_wallet).toBe('5');
  });

  it('answers 1414 for a member in event mode', async () => {
    signInAs(1);
    expect(await send({ member_id: 102, type: 1, amount: '5' })).toEqual({
      code: 1414,
      message: 'Activity mode forbids sending and receiving red envelopes',
    });
  });
});

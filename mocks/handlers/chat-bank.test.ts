import { beforeEach, describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api/client';
import { db } from '../db/store';
import { signInAs } from '../server/story-session';

const call = (path: string, payload: Record<string, unknown>) =>
  apiCall(path, payload).then(
    (r) => ({ code: r.code, data: r.data, pagination: r.pagination }),
    (e: { code: number; message: string }) => ({ code: e.code, data: e.message, pagination: undefined }),
  );
const bank = (username: string) => db.state.bank.members[username];

// Seed (mocks/db/bank-seed.ts): player01 never saved, 1 of 3 cards; player02 read-only with bsb, 2 of 2
// cards; player03 editable with bsb. admin is role 1, agent01 role 2, service01 role 3.
describe('chat bank (demo backend)', () => {
  beforeEach(() => {
    db.reset();
  });

  it('answers the account with its settings, the number still joined with its bsb code', async () => {
    signInAs(3);
    expect(await call('api/members/bank-account', { username: 'player02' })).toMatchObject({
      code: 1000,
      data: {
        account: { bank_id: 2, account_no: '062000__12345678', bsb_code: '062000' },
        enable_bsb_code: 1,
        bsb_code_alias: 'BSB',
        is_first: 0,
        account_name_modify: 0,
      },
    });
  });

  it('saves only for roles 1 and 3, and only an editable account', async () => {
    const account = {
      username: 'player03',
      bank_id: 1,
      account_name: 'P3',
      account_no: '083004__1',
      bsb_code: '083004',
    };
    signInAs(3);
    expect((await call('api/members/bank-account/create', account)).code).toBe(4030);
    signInAs(4);
    expect((await call('api/members/bank-account/create', { ...account, username: 'player02' })).code).toBe(4030);
    expect((await call('api/members/bank-account/create', account)).code).toBe(1000);
    expect(bank('player03')?.account).toMatchObject({ bank_id: 1, account_no: '083004__1', bsb_code: '083004' });
    expect((await call('api/members/bank-account/create', { ...account, account_name: 'x'.repeat(51) })).code).toBe(
      4022,
    );
  });

  it('a first save ends is_first', async () => {
    signInAs(1);
    const saved = { username: 'player01', bank_id: 2, account_name: 'P1', account_no: '123', bsb_code: '' };
    expect((await call('api/members/bank-account/create', saved)).code).toBe(1000);
    expect(bank('player01')).toMatchObject({ is_first: 0, account: { account_no: '123' } });
    expect((await call('api/members/bank-account/create', saved)).code).toBe(4030);
  });

  it('creates cards up to bank_card_amount, keeping saved ones by exist_data_id', async () => {
    signInAs(4);
    const kept = { exist_data_id: 701, bank_id: 1, account_name: 'Player One', account_no: '11223344' };
    const added = { exist_data_id: null, bank_id: 3, account_name: 'Player One', account_no: '555' };
    const create = (accounts: unknown[]) =>
      call('api/members/bank-card/create', { username: 'player01', operator_cs: 'service01', accounts });
    expect((await create([kept, added])).code).toBe(1000);
    expect(bank('player01')?.cards.map((c) => c.account_no)).toEqual(['11223344', '555']);
    expect((await create([kept, added, added, added])).code).toBe(5002);
    signInAs(3);
    expect((await create([kept])).code).toBe(4030);
  });

  it('refuses card changes while the card list has is_first and account_name_modify both 0', async () => {
    signInAs(4);
    const kept = (id: number, account_no: string) => ({
      exist_data_id: id,
      bank_id: 2,
      account_name: 'Player Two',
      account_no,
    });
    const payload = { username: 'player02', operator_cs: 'service01' };
    expect((await call('api/members/bank-card', { username: 'player02' })).data).toMatchObject({
      is_first: 0,
      account_name_modify: 0,
    });
    expect((await call('api/members/bank-card/create', { ...payload, accounts: [kept(711, '98765432')] })).code).toBe(
      4030,
    );
    expect((await call('api/members/bank-card/delete', payload)).code).toBe(4030);
    expect(bank('player02')?.cards).toHaveLength(2);
    db.update((s) => {
      s.bank.members.player02!.account_name_modify = 1;
    });
    expect((await call('api/members/bank-card/delete', payload)).code).toBe(1000);
    expect(bank('player02')?.cards).toEqual([]);
  });

  it('deletes with the spec fields only (username, operator_cs), and then every card of the member', async () => {
    signInAs(4);
    const payload = { username: 'player01', operator_cs: 'service01' };
    const added = { exist_data_id: null, bank_id: 3, account_name: 'Player One', account_no: '555' };
    const kept = { exist_data_id: 701, bank_id: 1, account_name: 'Player One', account_no: '11223344' };
    await call('api/members/bank-card/create', { ...payload, accounts: [kept, added] });
    expect(bank('player01')?.cards).toHaveLength(2);
    // A card id is a field the spec's delete does not take: refused, nothing deleted.
    const withId = await call('api/members/bank-card/delete', { ...payload, id: 701 });
    expect(withId).toMatchObject({ code: 4022, data: 'The id field is not accepted.' });
    expect(bank('player01')?.cards).toHaveLength(2);
    expect((await call('api/members/bank-card/delete', { username: 'player01' })).code).toBe(4022);
    expect((await call('api/members/bank-card/delete', payload)).code).toBe(1000);
    expect(bank('player01')?.cards).toEqual([]);
  });

  it('answers the card setting and the bank types', async () => {
    signInAs(3);
    expect((await call('api/members/hasBankCardSetting', { username: 'player05' })).data).toEqual({
      has_bank_card_setting: 0,
      bank_card_amount: 0,
    });
    expect((await call('api/orderType/list', {})).data).toHaveLength(6);
  });

  it('serves 50,000 generated flow-limit records on one page, without storing them', async () => {
    signInAs(4);
    const big = await call('api/member/flowLimit', { member_id: 100, user_id: 4, page: '1', per_page: 50000 });
    expect(big.code).toBe(1000);
    expect(big.data).toHaveLength(50_000);
    expect(big.pagination).toMatchObject({ total: 50_000 });
    expect(JSON.stringify(db.state).length).toBeLessThan(2_000_000);
    const none = await call('api/member/flowLimit', { member_id: 102, user_id: 4, page: '1', per_page: 50000 });
    expect(none.data).toEqual([]);
  });
});

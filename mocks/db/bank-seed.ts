import type { DbBankState, DbMemberBank } from './types';

/**
 * The demo's bank data, one member per state the chat's bank tools can show:
 * player01 never saved an account (editable, no bsb) and has one of three cards; player02 has a
 * read-only account with a bsb code and a full card list; player03 an editable account with a bsb
 * code and no card setting; player12 and player13 (service01's and admin's rooms) editable with a
 * bsb code and no cards yet. Every other member has nothing saved.
 */

export const ORDER_TYPES = [
  { id: 1, name: 'Commonwealth Bank' },
  { id: 2, name: 'Westpac' },
  { id: 3, name: 'ANZ' },
  { id: 4, name: 'NAB' },
  { id: 5, name: 'Bank Central Asia' },
  { id: 6, name: 'Maybank' },
] as const;

export const emptyMemberBank = (): DbMemberBank => ({
  account: null,
  enable_bsb_code: 0,
  bsb_code_alias: '',
  is_first: 1,
  account_name_modify: 0,
  has_bank_card_setting: 0,
  bank_card_amount: 0,
  cards: [],
});

export function seedBank(): { bank: DbBankState } {
  const bsb = { enable_bsb_code: 1 as const, bsb_code_alias: 'BSB' };
  return {
    bank: {
      members: {
        player01: {
          ...emptyMemberBank(),
          has_bank_card_setting: 1,
          bank_card_amount: 3,
          cards: [{ id: 701, bank_id: 1, account_name: 'Player One', account_no: '11223344' }],
        },
        player02: {
          ...emptyMemberBank(),
          ...bsb,
          is_first: 0,
          account_name_modify: 0,
          account: {
            id: 501,
            bank_id: 2,
            account_name: 'Player Two',
            account_no: '062000__12345678',
            bsb_code: '062000',
          },
          has_bank_card_setting: 1,
          bank_card_amount: 2,
          cards: [
            { id: 711, bank_id: 2, account_name: 'Player Two', account_no: '98765432' },
            { id: 712, bank_id: 3, account_name: 'Player Two', account_no: '55501234' },
          ],
        },
        player03: {
          ...emptyMemberBank(),
          ...bsb,
          is_first: 0,
          account_name_modify: 1,
          account: {
            id: 502,
            bank_id: 4,
            account_name: 'Player Three',
            account_no: '083004__44556677',
            bsb_code: '083004',
          },
        },
        player12: { ...emptyMemberBank(), ...bsb, has_bank_card_setting: 1, bank_card_amount: 2 },
        player13: { ...emptyMemberBank(), ...bsb, has_bank_card_setting: 1, bank_card_amount: 2 },
      },
    },
  };
}

/** player01 (id 100) has 50,000 flow-limit records, player02 (id 101) 23; generated, never stored. */
export const BIG_FLOW_MEMBER_ID = 100;
export const BIG_FLOW_SIZE = 50_000;
export const PAGED_FLOW_MEMBER_ID = 101;
export const PAGED_FLOW_SIZE = 23;

const FLOW_TYPES = ['Deposit', 'Bonus', 'Red envelope', 'Make-up'] as const;
/**
 * The newest record's time, as a wall clock written in UTC terms (Date.UTC of the clock's reading).
 * The demo backend dates records back from the platform's "now", as a live server would (a date
 * filter of the audit flow then finds them); stories and story fixtures use this fixed time, so
 * pictures hold still.
 */
export const FLOW_BASE = Date.UTC(2026, 9, 31, 12, 0, 0);
const pad = (n: number) => String(n).padStart(2, '0');
function stamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Record `index` (0 = newest) of a member's generated audit flow, the newest made at `base`. */
export function flowLimitRecord(memberId: number, index: number, base = FLOW_BASE) {
  const deposit = 100 + ((index * 373) % 98_000) + (index % 4) * 0.25;
  const limit = deposit * (1 + (index % 3));
  const valid = index % 5 === 0 ? limit : (limit * ((index * 7) % 10)) / 10;
  const created = base - index * 47 * 60_000;
  return {
    id: memberId * 100_000 + index + 1,
    type: FLOW_TYPES[index % FLOW_TYPES.length]!,
    depositAmount: deposit.toFixed(2),
    limit_flowAmount: limit.toFixed(2),
    valid_flowAmount: valid.toFixed(2),
    status: valid >= limit ? 1 : 0,
    date: stamp(created).slice(0, 10),
    operation_time: stamp(created + 5 * 60_000),
    bonus: index % 4 === 1 ? (deposit / 10).toFixed(2) : '0.00',
    flow_limit: limit.toFixed(2),
    valid_bet: valid.toFixed(2),
    created_at: stamp(created),
    updated_at: stamp(created + 5 * 60_000),
  };
}

export function flowLimitSize(memberId: number): number {
  if (memberId === BIG_FLOW_MEMBER_ID) return BIG_FLOW_SIZE;
  if (memberId === PAGED_FLOW_MEMBER_ID) return PAGED_FLOW_SIZE;
  return 0;
}

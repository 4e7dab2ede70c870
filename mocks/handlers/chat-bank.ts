import { chatBankEndpoints as api } from '@/lib/api/endpoints/chat-bank';
import { emptyMemberBank, flowLimitRecord, flowLimitSize, ORDER_TYPES, seedBank } from '../db/bank-seed';
import { db } from '../db/store';
import type { DbMemberBank, DbState, DbUser } from '../db/types';
import { platformStamp } from '../server/clock';
import { MOCK_CODE } from '../server/codes';
import { endpoint, fail, ok } from '../server/endpoint';

/** Role ids that may change a member's bank data (chat spec section 6: admin and customer service). */
const EDITOR_ROLES = new Set([1, 3]);
const canEdit = (user: DbUser) => EDITOR_ROLES.has(user.role_id);
/** A member's bank data is open to changes on a first entry or while the name may be changed (chat spec section 5). */
const isOpen = (bank: DbMemberBank) => bank.is_first === 1 || bank.account_name_modify === 1;

/** A saved demo store from before the bank tools has no bank part: it starts from the seed. */
function bankOf(state: DbState, username: string): DbMemberBank {
  const members = ((state as Partial<DbState>).bank ?? seedBank().bank).members;
  return members[username] ?? emptyMemberBank();
}

function updateBank(username: string, change: (bank: DbMemberBank) => void): void {
  db.update((s) => {
    const saved = s as Partial<DbState>;
    saved.bank ??= seedBank().bank;
    const bank = s.bank.members[username] ?? emptyMemberBank();
    change(bank);
    s.bank.members[username] = bank;
  });
}

const isMember = (state: DbState, username: string) =>
  state.users.some((u) => u.username === username && u.role_id === 4);
const notFound = () => fail(MOCK_CODE.notFound, 'Not Found');
const forbidden = () => fail(MOCK_CODE.forbidden, 'Insufficient authority');
const knownBank = (id: number) => ORDER_TYPES.some((o) => o.id === id);

export const chatBankHandlers = [
  endpoint(api.orderTypes, () => ok(ORDER_TYPES)),

  endpoint(api.bankAccount, ({ payload, state }) => {
    if (!isMember(state, payload.username)) return notFound();
    const { account, enable_bsb_code, bsb_code_alias, is_first, account_name_modify } = bankOf(state, payload.username);
    return ok({ account, enable_bsb_code, bsb_code_alias, is_first, account_name_modify });
  }),

  endpoint(api.saveBankAccount, ({ payload, state, user }) => {
    if (!isMember(state, payload.username)) return notFound();
    const bank = bankOf(state, payload.username);
    if (!canEdit(user) || !isOpen(bank)) return forbidden();
    if (!knownBank(payload.bank_id)) return fail(MOCK_CODE.validation, 'Invalid bank_id');
    const [bsb, number] = payload.account_no.includes('__') ? payload.account_no.split('__') : ['', payload.account_no];
    if (
      bank.enable_bsb_code === 1
        ? (bsb ?? '').length > 50 || (number ?? '').length > 50
        : payload.account_no.length > 50
    )
      return fail(MOCK_CODE.validation, 'Invalid account_no');
    const id = bank.account?.id ?? db.nextId();
    updateBank(payload.username, (b) => {
      b.account = {
        id,
        bank_id: payload.bank_id,
        account_name: payload.account_name,
        account_no: payload.account_no,
        bsb_code: b.enable_bsb_code === 1 ? payload.bsb_code || (bsb ?? '') : payload.bsb_code,
      };
      b.is_first = 0;
    });
    return ok(null, 'success!');
  }),

  endpoint(api.hasBankCardSetting, ({ payload, state }) => {
    if (!isMember(state, payload.username)) return notFound();
    const { has_bank_card_setting, bank_card_amount } = bankOf(state, payload.username);
    return ok({ has_bank_card_setting, bank_card_amount });
  }),

  endpoint(api.bankCards, ({ payload, state }) => {
    if (!isMember(state, payload.username)) return notFound();
    const { is_first, account_name_modify, cards } = bankOf(state, payload.username);
    return ok({ is_first, account_name_modify, accounts: cards });
  }),

  endpoint(api.createBankCards, ({ payload, state, user }) => {
    if (!isMember(state, payload.username)) return notFound();
    const bank = bankOf(state, payload.username);
    if (!canEdit(user) || !isOpen(bank)) return forbidden();
    if (bank.has_bank_card_setting !== 1) return fail(MOCK_CODE.rejected, 'Bank cards are not enabled for this member');
    if (payload.accounts.length > bank.bank_card_amount)
      return fail(MOCK_CODE.rejected, `At most ${bank.bank_card_amount} bank cards`);
    if (payload.accounts.some((a) => !knownBank(a.bank_id))) return fail(MOCK_CODE.validation, 'Invalid bank_id');
    const known = new Set(bank.cards.map((c) => c.id));
    if (payload.accounts.some((a) => a.exist_data_id !== null && !known.has(a.exist_data_id)))
      return fail(MOCK_CODE.validation, 'Invalid exist_data_id');
    const cards = payload.accounts.map((a) => ({
      id: a.exist_data_id ?? db.nextId(),
      bank_id: a.bank_id,
      account_name: a.account_name,
      account_no: a.account_no,
    }));
    updateBank(payload.username, (b) => {
      b.cards = cards;
    });
    return ok(null, 'Success');
  }),

  // The spec's delete names the member and the operator only: every card of the member goes.
  endpoint(api.deleteBankCards, ({ payload, state, user }) => {
    if (!isMember(state, payload.username)) return notFound();
    const bank = bankOf(state, payload.username);
    if (!canEdit(user) || !isOpen(bank)) return forbidden();
    updateBank(payload.username, (b) => {
      b.cards = [];
    });
    return ok(null, 'Success');
  }),

  flowLimitEndpoint(),
];

/** The platform's wall clock now, to the minute, in the UTC terms flowLimitRecord dates from. */
function platformMinute(): number {
  return Date.parse(`${platformStamp().slice(0, 16).replace(' ', 'T')}:00Z`);
}

/**
 * api/member/flowLimit: the member's generated records, the newest made at `newest()` (the platform's
 * current minute; stories pass bank-seed's fixed FLOW_BASE so their pictures hold still).
 */
export function flowLimitEndpoint(newest: () => number = platformMinute) {
  return endpoint(api.flowLimit, ({ payload, state }) => {
    if (!state.users.some((u) => u.id === payload.member_id && u.role_id === 4)) return notFound();
    const total = flowLimitSize(payload.member_id);
    const count = Math.min(total, payload.per_page);
    const base = newest();
    const rows = Array.from({ length: count }, (_, i) => flowLimitRecord(payload.member_id, i, base));
    return ok(rows, 'success', { total, current_page: 1, per_page: payload.per_page });
  });
}

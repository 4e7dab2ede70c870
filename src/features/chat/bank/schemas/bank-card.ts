import { z } from 'zod';
import type { BankCard, BankCardSetting, BankCardsAnswer } from '@/lib/api/endpoints/chat-bank';
import { mayEditBankAccount, type ViewerRole } from '@/lib/session/role-policy';
import { BANK_FIELD_MAX, canEditBankAccount } from './bank-account';

const required = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `chat-bank:validation.${field}Required`)
    .max(BANK_FIELD_MAX, `chat-bank:validation.${field}TooLong`);

/** A new bank card as typed. */
export const bankCardFormSchema = z.object({
  bank_id: z.string().min(1, 'chat-bank:validation.bankRequired'),
  account_name: required('accountName'),
  account_no: required('accountNo'),
});
export type BankCardForm = z.infer<typeof bankCardFormSchema>;

export const emptyBankCardForm: BankCardForm = { bank_id: '', account_name: '', account_no: '' };

/**
 * Who may add and delete cards: the card list's is_first / account_name_modify open it as they open
 * the bank account (chat spec section 5), and only for roles that may edit bank data (role-policy).
 * 'role' and 'locked' are the two reasons the cards can only be viewed, each told to the user in
 * its own words.
 */
export type BankCardAccess = 'edit' | 'role' | 'locked';

export function bankCardAccess(
  flags: Pick<BankCardsAnswer, 'is_first' | 'account_name_modify'>,
  role: ViewerRole,
): BankCardAccess {
  if (canEditBankAccount(flags, role)) return 'edit';
  return mayEditBankAccount(role) ? 'locked' : 'role';
}

/** Whether one more card may be added: the member has the card setting and is under bank_card_amount. */
export function canAddBankCard(setting: BankCardSetting, cards: readonly BankCard[]): boolean {
  return setting.has_bank_card_setting === 1 && cards.length < setting.bank_card_amount;
}

/**
 * api/members/bank-card/create sends the whole list: the saved cards with their id as exist_data_id,
 * then the new card with exist_data_id null.
 */
export function bankCardsPayload(username: string, operator: string, cards: readonly BankCard[], added: BankCardForm) {
  return {
    username,
    operator_cs: operator,
    accounts: [
      ...cards.map((c) => ({
        exist_data_id: c.id,
        bank_id: c.bank_id,
        account_name: c.account_name,
        account_no: c.account_no,
      })),
      {
        exist_data_id: null,
        bank_id: Number(added.bank_id),
        account_name: added.account_name.trim(),
        account_no: added.account_no.trim(),
      },
    ],
  };
}

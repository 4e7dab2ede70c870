import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emptyPayload, flag, money, text, unshownAnswer } from './common';

/**
 * A member's bank account and bank cards, the bank types they are chosen from, and the member's
 * audit flow (flow-limit records), seen from a chat room (chat spec sections 3, 5, 7).
 */

const id = z.coerce.number().int();
const member = z.object({ username: z.string().trim().min(1).max(50) });

/** Bank fields as the server stores them: each at most 50 characters. */
const bankText = (required: boolean) => (required ? z.string().trim().min(1).max(50) : z.string().trim().max(50));

/**
 * api/members/bank-account answer (its shape is not in the spec; chosen here): the member's
 * account (null when none was ever saved) and the settings that shape the form. With
 * enable_bsb_code 1 the stored account_no is "<bsb code>__<account number>".
 */
export const bankAccountSchema = z.object({
  id,
  bank_id: id,
  account_name: text,
  account_no: text,
  bsb_code: text,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountAnswerSchema = z.object({
  account: bankAccountSchema.nullish().transform((v) => v ?? null),
  enable_bsb_code: flag,
  bsb_code_alias: text,
  is_first: flag,
  account_name_modify: flag,
});
export type BankAccountAnswer = z.infer<typeof bankAccountAnswerSchema>;

/**
 * api/members/bank-account/create updates (or first saves) the account. The spec lists bank_id,
 * account_name, account_no and bsb_code; username names the member, as in api/members/bank-account.
 */
export const saveBankAccountPayloadSchema = z.object({
  username: member.shape.username,
  bank_id: z.number().int().positive(),
  account_name: bankText(true),
  account_no: z.string().trim().min(1).max(101),
  /** '' when the platform has no BSB codes (enable_bsb_code 0). */
  bsb_code: bankText(false),
});
export type SaveBankAccountPayload = z.infer<typeof saveBankAccountPayloadSchema>;

/** api/orderType/list: the bank types (id and name) an account is chosen from. */
export const orderTypeSchema = z.object({ id, name: text });
export type OrderType = z.infer<typeof orderTypeSchema>;
export const orderTypeListSchema = z.array(orderTypeSchema);

/** api/members/hasBankCardSetting answer: whether the member may have cards, and how many at most. */
export const bankCardSettingSchema = z.object({
  has_bank_card_setting: flag,
  bank_card_amount: z.coerce.number().int().nonnegative().catch(0),
});
export type BankCardSetting = z.infer<typeof bankCardSettingSchema>;

export const bankCardSchema = z.object({ id, bank_id: id, account_name: text, account_no: text });
export type BankCard = z.infer<typeof bankCardSchema>;

/** api/members/bank-card answer (shape chosen here): the member's cards and the edit flags. */
export const bankCardsAnswerSchema = z.object({
  is_first: flag,
  account_name_modify: flag,
  accounts: z.array(bankCardSchema).catch([]),
});
export type BankCardsAnswer = z.infer<typeof bankCardsAnswerSchema>;

/**
 * api/members/bank-card/create: the member's whole card list as it should be; a card already saved
 * carries its id as exist_data_id, a new one null. operator_cs is the staff user's username.
 */
export const saveBankCardsPayloadSchema = z.object({
  username: member.shape.username,
  operator_cs: z.string().trim().min(1),
  accounts: z
    .array(
      z.object({
        exist_data_id: z.number().int().positive().nullable(),
        bank_id: z.number().int().positive(),
        account_name: bankText(true),
        account_no: bankText(true),
      }),
    )
    .min(1),
});
export type SaveBankCardsPayload = z.infer<typeof saveBankCardsPayloadSchema>;

/**
 * api/members/bank-card/delete: username and operator_cs, the spec's whole table row. It names no
 * card, so it stands for every card of the member.
 */
export const deleteBankCardsPayloadSchema = z.object({
  username: member.shape.username,
  operator_cs: z.string().trim().min(1),
});
export type DeleteBankCardsPayload = z.infer<typeof deleteBankCardsPayloadSchema>;

/** Chat spec section 9: the flow list asks for every record at once. */
export const FLOW_LIMIT_PER_PAGE = 50_000;

/** api/member/flowLimit: every audit-flow record of a member on one page of 50,000 (page is the string '1'). */
export const flowLimitQuerySchema = z.object({
  member_id: z.number().int().positive(),
  user_id: z.number().int().positive(),
  page: z.literal('1'),
  per_page: z.literal(FLOW_LIMIT_PER_PAGE),
});
export type FlowLimitQuery = z.infer<typeof flowLimitQuerySchema>;

/**
 * One audit-flow (flow-limit) record. Amounts stay decimal strings. status is the server's own
 * label or code, shown as sent (its values are not in the spec).
 */
export const flowLimitRowSchema = z.object({
  id,
  type: text,
  depositAmount: money,
  limit_flowAmount: money,
  valid_flowAmount: money,
  status: z.union([z.string(), z.number()]).transform(String),
  date: text,
  operation_time: text,
  bonus: money,
  flow_limit: money,
  valid_bet: money,
  created_at: text,
  updated_at: text,
});
export type FlowLimitRow = z.infer<typeof flowLimitRowSchema>;
/** The answer's data is the array of records; the envelope's pagination carries total. */
export const flowLimitListSchema = z.array(flowLimitRowSchema);

export const chatBankEndpoints = {
  hasBankCardSetting: defineEndpoint('api/members/hasBankCardSetting', member, bankCardSettingSchema),
  bankCards: defineEndpoint('api/members/bank-card', member, bankCardsAnswerSchema),
  createBankCards: defineEndpoint('api/members/bank-card/create', saveBankCardsPayloadSchema, unshownAnswer),
  deleteBankCards: defineEndpoint('api/members/bank-card/delete', deleteBankCardsPayloadSchema, unshownAnswer),
  bankAccount: defineEndpoint('api/members/bank-account', member, bankAccountAnswerSchema),
  saveBankAccount: defineEndpoint('api/members/bank-account/create', saveBankAccountPayloadSchema, unshownAnswer),
  orderTypes: defineEndpoint('api/orderType/list', emptyPayload, orderTypeListSchema),
  flowLimit: defineEndpoint('api/member/flowLimit', flowLimitQuerySchema, flowLimitListSchema),
};

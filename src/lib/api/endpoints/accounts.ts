// zod's light form: the account list's first load fetches its rows with these, before any form brings full zod.
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { flag, money, text, unshownAnswer } from './common';

/** A managed account (agent, customer service or user) of api/user/list: backoffice spec section 3. */
export const managedAccountSchema = z.object({
  id: z.coerce.number(),
  username: z.string(),
  nickname: text,
  /** 1 normal, 0 disabled (frozen). */
  status: flag,
  /** 1: receiving a red envelope needs the member's consent. */
  withdraw_confirm: flag,
  thumbnail: text,
  limit_of_credit: money,
  used_credit: money,
  balance: money,
  game_wallet: money,
  is_sub: flag,
  role_id: z.coerce.number(),
});
export type ManagedAccount = z.infer<typeof managedAccountSchema>;
export const managedAccountListSchema = z.array(managedAccountSchema);

// The list may come bare or wrapped in a paginator object; both carry the same rows.
const accountRowsSchema = z.pipe(
  z.transform((data: unknown) => (Array.isArray(data) ? data : ((data as { data?: unknown } | null)?.data ?? []))),
  managedAccountListSchema,
);

/** Spec section 9: the management list asks for a role's whole list in one page of 50,000. */
export const ACCOUNT_LIST_PER_PAGE = 50_000;

/**
 * api/user/list: the whole list of one role (role_id, page 1, per_page 50000), or the search by
 * name (username, nickname, page: the spec sends no per_page with it, so the server's own page size
 * applies). Every field is sent, '' for a name left empty.
 */
export const accountListPayloadSchema = z.union([
  z.object({
    role_id: z.int(),
    page: z.literal(1),
    per_page: z.literal(ACCOUNT_LIST_PER_PAGE),
  }),
  z.object({
    username: z.string(),
    nickname: z.string(),
    page: z.int().check(z.minimum(1)),
  }),
]);
export type AccountListPayload = z.infer<typeof accountListPayloadSchema>;

export const addAccountPayloadSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
  /** '' when no picture was chosen. */
  thumbnail: z.string(),
});
export type AddAccountPayload = z.infer<typeof addAccountPayloadSchema>;

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/**
 * api/user/edit: id and nickname always (spec section 7: the self edit sends id, nickname and an
 * optional thumbnail); a self edit sends no status nor withdraw_confirm; the thumbnail and the
 * password pair only when changed.
 */
export const editAccountPayloadSchema = z.object({
  id: z.number(),
  nickname: z.string(),
  password: z.optional(z.string()),
  password_confirmation: z.optional(z.string()),
  thumbnail: z.optional(z.string()),
  status: z.optional(zeroOrOne),
  withdraw_confirm: z.optional(zeroOrOne),
});
export type EditAccountPayload = z.infer<typeof editAccountPayloadSchema>;

export const freezeAccountPayloadSchema = z.object({ id: z.number() });

/**
 * api/user/transaction (spec section 3, transfer payload from a list). Amounts travel as decimal
 * strings, negative for wash points; `type` is the wallet: 1 main, 2 game.
 */
export const transferPayloadSchema = z.object({
  id: z.int().check(z.positive()),
  amount: z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number')),
  remark: z.string().check(z.maxLength(255)),
  type: z.optional(z.union([z.literal(1), z.literal(2)])),
  payment_password: z.optional(z.string()),
});
export type TransferPayload = z.infer<typeof transferPayloadSchema>;

export const accountEndpoints = {
  userList: defineEndpoint('api/user/list', accountListPayloadSchema, accountRowsSchema),
  userAdd: defineEndpoint('api/user/add', addAccountPayloadSchema, unshownAnswer),
  userEdit: defineEndpoint('api/user/edit', editAccountPayloadSchema, unshownAnswer),
  userDelete: defineEndpoint('api/user/delete', freezeAccountPayloadSchema, unshownAnswer),
  userTransaction: defineEndpoint('api/user/transaction', transferPayloadSchema, unshownAnswer),
};

import { z } from 'zod';

const flag = z.coerce.number().catch(0);
/** Money travels as the server sends it; kept as a decimal string (never parsed to a float). */
const money = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)));

/** A managed account (agent, customer service or user) of api/user/list: backoffice spec section 3. */
export const managedAccountSchema = z.object({
  id: z.coerce.number(),
  username: z.string(),
  nickname: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  /** 1 normal, 0 disabled (frozen). */
  status: flag,
  /** 1: receiving a red envelope needs the member's consent. */
  withdraw_confirm: flag,
  thumbnail: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  limit_of_credit: money,
  used_credit: money,
  balance: money,
  game_wallet: money,
  is_sub: flag,
  role_id: z.coerce.number(),
});
export type ManagedAccount = z.infer<typeof managedAccountSchema>;

export const managedAccountListSchema = z.array(managedAccountSchema);

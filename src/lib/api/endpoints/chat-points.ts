import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { money } from './common';

/**
 * Transfer types of api/transaction/add (chat spec section 3): 1 send (transfer in), 2 receive
 * (transfer out), 3 gift, 4 make-up (admin only), 5 transfer in to the game wallet, 6 deduct points
 * from the game wallet.
 */
export const POINTS_TYPE = { send: 1, receive: 2, gift: 3, makeUp: 4, gameWalletIn: 5, gameWalletDeduct: 6 } as const;
export type PointsType = (typeof POINTS_TYPE)[keyof typeof POINTS_TYPE];
export const POINTS_TYPES: readonly PointsType[] = [1, 2, 3, 4, 5, 6];

/** Types that carry a target wallet (platform); it can be chosen when the member's transaction_all is 1. */
export const WALLET_CHOICE_TYPES: readonly PointsType[] = [POINTS_TYPE.send, POINTS_TYPE.gift];
/**
 * The target wallet as `platform` carries it: the member's main wallet 1 or game wallet 2, the wallet
 * values the specs give (backoffice spec section 2); the chat spec names the field only.
 */
export const POINTS_PLATFORM = { main: 1, game: 2 } as const;
export type PointsWallet = keyof typeof POINTS_PLATFORM;
export type PointsPlatform = (typeof POINTS_PLATFORM)[PointsWallet];
/** The wallet choices in the order the dialog offers them. */
export const POINTS_WALLETS: readonly PointsWallet[] = ['main', 'game'];

/** Up to 4 decimal places, optional leading minus (spec sections 5 and 9). */
export const POINTS_DECIMAL = /^-?\d+(\.\d{1,4})?$/;

const typeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);

/**
 * api/transaction/add (chat spec sections 3, 5 and 7). Amounts travel as decimal strings of up to 4
 * places. The amount is positive, except on the game wallet, where a negative amount deducts points
 * directly (type 5 with the deduct permission, or type 6). The platform is the target wallet for
 * types 1 and 3 and '' for the others (chat spec section 3: "sent only for types 1 and 3, otherwise an
 * empty string"); the server checks the member's transaction_all. payment_password only on the 7001 retry.
 */
export const pointsTransferPayloadSchema = z
  .object({
    member_id: z.number().int().positive(),
    type: typeSchema,
    amount: z.string().regex(POINTS_DECIMAL, 'must be a decimal number with up to 4 places'),
    audit_amount: z.string().regex(/^\d+(\.\d{1,4})?$/, 'must be a non-negative decimal number with up to 4 places'),
    remark: z.string().max(50),
    platform: z.union([z.literal(''), z.literal(POINTS_PLATFORM.main), z.literal(POINTS_PLATFORM.game)]),
    payment_password: z.string().min(1).optional(),
  })
  .superRefine((p, ctx) => {
    const negative = p.amount.startsWith('-');
    const zero = /^-?0+(\.0+)?$/.test(p.amount);
    if (zero) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'must not be zero' });
    const gameWallet = p.type === POINTS_TYPE.gameWalletIn || p.type === POINTS_TYPE.gameWalletDeduct;
    if (negative && !gameWallet)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'must be positive for this type' });
    const withWallet = WALLET_CHOICE_TYPES.includes(p.type);
    if (withWallet && p.platform === '')
      ctx.addIssue({ code: 'custom', path: ['platform'], message: 'must be the target wallet (1 or 2) for this type' });
    if (!withWallet && p.platform !== '')
      ctx.addIssue({ code: 'custom', path: ['platform'], message: "must be '' for this type" });
  });
export type PointsTransferPayload = z.infer<typeof pointsTransferPayloadSchema>;

/** The answer: the transfer's id and the member's balances after it (absent fields are null). */
export const pointsTransferResultSchema = z
  .object({
    transaction_id: z.coerce.number().int().nullish().catch(null),
    balance: z.catch(money, null),
    game_wallet: z.catch(money, null),
  })
  .loose()
  .nullish()
  .transform((d) => d ?? { transaction_id: null, balance: null, game_wallet: null });
export type PointsTransferResult = z.infer<typeof pointsTransferResultSchema>;

/** Points (red envelopes) sent or received in a chat room (chat spec sections 3, 5, 7). */
export const chatPointsEndpoints = {
  transactionAdd: defineEndpoint('api/transaction/add', pointsTransferPayloadSchema, pointsTransferResultSchema),
};

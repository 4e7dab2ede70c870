// zod's light form: every call of the sign-in page is defined here.
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { emptyPayload, flag, money, text, unshownAnswer } from './common';

/**
 * api/login payload (spec sections 3 and 7). An agent login carries no password of its own (the
 * agent backend vouches with its token), so an empty password is valid only with agent_username
 * and agent_token.
 */
export const loginPayloadSchema = z
  .object({
    username: z.string().check(z.minLength(1)),
    password: z.string(),
    // Always sent: '' on the first try, the verification's answer (possibly null) on the retry.
    auth_done: z.nullable(z.union([z.string(), z.number(), z.boolean()])),
    agent_username: z.optional(z.string()),
    agent_token: z.optional(z.string()),
  })
  .check(
    z.refine((p) => p.password.length > 0 || (!!p.agent_username && !!p.agent_token), {
      path: ['password'],
      message: 'Too small: expected string to have >=1 characters',
    }),
  );
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** api/login answer data (spec section 3, login response data). */
export const loginResultSchema = z.object({
  id: z.coerce.number(),
  role_id: z.coerce.number(),
  username: z.string(),
  member_username: z.nullish(z.string()),
  nickname: text,
  thumbnail: text,
  token: z.string().check(z.minLength(1)),
  member_id: z.nullish(z.coerce.number()),
  share_code: text,
  domain: text,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const sendSmsCodePayloadSchema = z.object({ username: z.string(), mobile: z.string() });
export type SendSmsCodePayload = z.infer<typeof sendSmsCodePayloadSchema>;

export const checkSmsCodePayloadSchema = z.object({ username: z.string(), mobile: z.string(), token: z.string() });
export type CheckSmsCodePayload = z.infer<typeof checkSmsCodePayloadSchema>;

export const authenticatorPayloadSchema = z.object({ username: z.string(), secret: z.string() });
export type AuthenticatorPayload = z.infer<typeof authenticatorPayloadSchema>;

/** The verification result; its auth_done goes back into the login retry. */
export const verificationResultSchema = z.pipe(
  z.nullish(z.looseObject({ auth_done: z.nullish(z.union([z.string(), z.number(), z.boolean()])) })),
  z.transform((d) => ({ auth_done: d?.auth_done ?? null })),
);
export type VerificationResult = z.infer<typeof verificationResultSchema>;

export const memberViewPayloadSchema = z.object({ member_id: z.number() });

/** api/member/view (chat spec section 3: username, nickname, balance, game_wallet, event_mode, transaction_all). */
export const memberViewSchema = z.looseObject({
  username: text,
  nickname: text,
  balance: money,
  game_wallet: money,
  event_mode: flag,
  transaction_all: flag,
});
export type MemberView = z.infer<typeof memberViewSchema>;

export const authEndpoints = {
  login: defineEndpoint('api/login', loginPayloadSchema, loginResultSchema),
  sendSmsCode: defineEndpoint('api/sendValidateCode', sendSmsCodePayloadSchema, unshownAnswer),
  checkSmsCode: defineEndpoint('api/checkValidateCode', checkSmsCodePayloadSchema, verificationResultSchema),
  verifyAuthenticator: defineEndpoint('api/googleAuth', authenticatorPayloadSchema, verificationResultSchema),
  logout: defineEndpoint('api/logout', emptyPayload, unshownAnswer),
  memberView: defineEndpoint('api/member/view', memberViewPayloadSchema, memberViewSchema),
};

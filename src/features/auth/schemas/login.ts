import { z } from 'zod';

/** The sign-in form: both fields required (messages are i18n keys). */
export const loginInputSchema = z.object({
  username: z.string().trim().min(1, 'auth:validation.usernameRequired'),
  password: z.string().min(1, 'auth:validation.passwordRequired'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** api/login payload (backoffice spec section 3). */
export type LoginPayload = {
  username: string;
  password: string;
  auth_done?: string | number | boolean | null;
  agent_username?: string;
  agent_token?: string;
};

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/** api/login answer data (spec section 3, login response data). */
export const loginResultSchema = z.object({
  id: z.coerce.number(),
  role_id: z.coerce.number(),
  username: z.string(),
  member_username: z.string().nullish(),
  nickname: text,
  thumbnail: text,
  token: z.string().min(1),
  member_id: z.coerce.number().nullish(),
  share_code: text,
  domain: text,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

// zod's light form: the sign-in page's own weight (its resolver accepts it as it does full zod).
import * as z from 'zod/mini';

/** The sign-in form: both fields required (messages are i18n keys). */
export const loginInputSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'auth:validation.usernameRequired')),
  password: z.string().check(z.minLength(1, 'auth:validation.passwordRequired')),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

// The wire shapes of api/login are the API contract's.
export { loginResultSchema, type LoginPayload, type LoginResult } from '@/lib/api/endpoints/auth';

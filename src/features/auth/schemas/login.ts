import { z } from 'zod';

/** The sign-in form: both fields required (messages are i18n keys). */
export const loginInputSchema = z.object({
  username: z.string().trim().min(1, 'auth:validation.usernameRequired'),
  password: z.string().min(1, 'auth:validation.passwordRequired'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

// The wire shapes of api/login are the API contract's.
export { loginResultSchema, type LoginPayload, type LoginResult } from '@/lib/api/endpoints/auth';

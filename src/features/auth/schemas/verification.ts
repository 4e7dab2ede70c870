// zod's light form, like the rest of the sign-in page; fetched with the code form's first check.
import * as z from 'zod/mini';

export * from './verification-methods';

/** The code the user types; bounds are not given by the spec, so only presence is checked. */
export const verificationInputSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, 'auth:validation.codeRequired')),
});
export type VerificationInput = z.infer<typeof verificationInputSchema>;

// The verification answer is the API contract's.
export { verificationResultSchema, type VerificationResult } from '@/lib/api/endpoints/auth';

// zod's light form, like the rest of the sign-in page.
import * as z from 'zod/mini';
import { CODE } from '@/lib/api/codes';

export const VERIFICATION_METHODS = ['authenticator', 'sms'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

export const isVerificationMethod = (value: string): value is VerificationMethod =>
  (VERIFICATION_METHODS as readonly string[]).includes(value);

/** Which second factors a login answer asks for (spec section 4: 7001, 7002, 7003). */
export function methodsForCode(code: number): VerificationMethod[] | null {
  if (code === CODE.needAuthenticatorOrPaymentPassword) return ['authenticator'];
  if (code === CODE.needSms) return ['sms'];
  if (code === CODE.needEither) return ['authenticator', 'sms'];
  return null;
}

/** The code the user types; bounds are not given by the spec, so only presence is checked. */
export const verificationInputSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, 'auth:validation.codeRequired')),
});
export type VerificationInput = z.infer<typeof verificationInputSchema>;

/** A verification error carries data.mobile (spec section 3). */
export const verificationContextSchema = z.pipe(
  z.nullish(z.looseObject({ mobile: z.nullish(z.union([z.string(), z.number()])) })),
  z.transform((d) => ({ mobile: d?.mobile === null || d?.mobile === undefined ? '' : String(d.mobile) })),
);

// The verification answer is the API contract's.
export { verificationResultSchema, type VerificationResult } from '@/lib/api/endpoints/auth';

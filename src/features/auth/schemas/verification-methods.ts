import { CODE } from '@/lib/api/codes';

// Plain code, no schema: the sign-in page reads these before any rule code is fetched.

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

/** The phone a verification error carries in data.mobile (spec section 3), as text; '' when it has none. */
export function verificationMobile(data: unknown): string {
  const mobile = typeof data === 'object' && data !== null ? (data as { mobile?: unknown }).mobile : undefined;
  return typeof mobile === 'string' || typeof mobile === 'number' ? String(mobile) : '';
}

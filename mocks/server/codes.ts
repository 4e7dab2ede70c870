/** Codes the demo backend answers with. 1000, 9998 and 7001-7003 are the spec's; the rest are the demo's own. */
export const MOCK_CODE = {
  success: 1000,
  sessionExpired: 9998,
  needAuthenticator: 7001,
  paymentPassword: 7001,
  needSms: 7002,
  needEither: 7003,
  badChecksum: 4001,
  badParams: 4002,
  validation: 4022,
  wrongCredentials: 4010,
  wrongCode: 4011,
  forbidden: 4030,
  notFound: 4040,
  insufficientBalance: 5001,
  rejected: 5002,
} as const;

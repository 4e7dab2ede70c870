/** Response codes named by the spec (backoffice section 9, chat section 9). */
export const CODE = {
  success: 1000,
  sessionExpired: 9998,
  /** At login: authenticator code needed. At transfers: payment password needed. */
  needAuthenticatorOrPaymentPassword: 7001,
  needSms: 7002,
  needEither: 7003,
  closePointsDialog: 1414,
} as const;

/** Client-side codes for failures that never reached a server answer. */
export const CLIENT_CODE = {
  network: -1,
  timeout: -2,
  badResponse: -3,
  /** HTTP 5xx without an envelope answer (a gateway's error page). */
  serverError: -4,
} as const;

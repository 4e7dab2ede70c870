/** Query and mutation keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  login: () => [...authKeys.all, 'login'] as const,
  logout: () => [...authKeys.all, 'logout'] as const,
  verifyAuthenticator: () => [...authKeys.all, 'verify-authenticator'] as const,
  sendSmsCode: () => [...authKeys.all, 'send-sms-code'] as const,
  checkSmsCode: () => [...authKeys.all, 'check-sms-code'] as const,
  memberView: (memberId: number | null) => [...authKeys.all, 'member-view', memberId] as const,
};

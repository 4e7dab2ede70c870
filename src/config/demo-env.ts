/**
 * Values the embedded demo backend and the client share in a demo build. Only demo code and the
 * demo branch of env.ts (removed from a real-API build) reference them.
 */
export const DEMO_ENV = {
  apiBase: '/demo-api/',
  aesSecret: 'demo-aes-secret-for-backoffice',
  aesIv: 'demo-iv-16-bytes',
  signSecret: 'demo-sign-secret',
} as const;

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

/**
 * The demo's Pusher-protocol server (laravel-echo / pusher-js settings and the app's credentials):
 * MSW's in-page socket (mocks/realtime/msw-pusher.ts), or soketi on loopback in the e2e tests.
 */
export const DEMO_REALTIME = {
  appId: 'demo-app',
  key: 'demo-key',
  secret: 'demo-secret',
  host: '127.0.0.1',
  port: 6001,
  tls: false,
} as const;

/** The demo's sign-in accounts, shown on the login page in demo mode. Codes are fixed so anyone can try each second factor. */
export const DEMO_SMS_CODE = '246810';
export const DEMO_AUTHENTICATOR_CODE = '135790';
export const DEMO_PAYMENT_PASSWORD = '8888';

export type DemoAccount = {
  username: string;
  password: string;
  role: 'admin' | 'agent' | 'customerService';
  secondFactor: 'none' | 'authenticator' | 'sms' | 'either';
  code?: string;
};

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'admin',
    password: 'admin123',
    role: 'admin',
    secondFactor: 'authenticator',
    code: DEMO_AUTHENTICATOR_CODE,
  },
  { username: 'agent01', password: 'agent123', role: 'agent', secondFactor: 'sms', code: DEMO_SMS_CODE },
  { username: 'service01', password: 'service123', role: 'customerService', secondFactor: 'none' },
  { username: 'manager', password: 'manager123', role: 'admin', secondFactor: 'either', code: DEMO_AUTHENTICATOR_CODE },
];

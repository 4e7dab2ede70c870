import { endpoints } from '@/lib/api/endpoints';
import { db } from '../db/store';
import { DEMO_AUTHENTICATOR_CODE, DEMO_SMS_CODE } from '../db/demo-accounts';
import { MOCK_CODE } from '../server/codes';
import { endpoint, fail, ok, publicEndpoint } from '../server/endpoint';
import { loginView } from '../server/user-view';

const randomToken = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const SECOND_FACTOR_CODE = {
  authenticator: MOCK_CODE.needAuthenticator,
  sms: MOCK_CODE.needSms,
  either: MOCK_CODE.needEither,
} as const;

export const authHandlers = [
  publicEndpoint(endpoints.login, ({ payload, state }) => {
    // Agent login: the agent backend vouches for the user with its own token.
    if (payload.agent_username && payload.agent_token) {
      const user = state.users.find((u) => u.username === payload.agent_username);
      if (!user || payload.agent_token !== `agent-${user.username}`)
        return fail(MOCK_CODE.wrongCredentials, 'Agent token is invalid');
      const token = randomToken();
      db.update((s) => (s.sessions[token] = user.id));
      return ok(loginView(user, token));
    }
    const user = state.users.find((u) => u.username === payload.username);
    if (!user || user.password !== payload.password)
      return fail(MOCK_CODE.wrongCredentials, 'Incorrect username or password');
    if (user.status !== 1) return fail(MOCK_CODE.forbidden, 'This account is disabled');
    if (user.second_factor !== 'none') {
      const done = typeof payload.auth_done === 'string' ? state.authDone[payload.auth_done] : undefined;
      if (done !== user.username)
        return fail(SECOND_FACTOR_CODE[user.second_factor], 'Verification required', { mobile: user.mobile });
      db.update((s) => delete s.authDone[payload.auth_done as string]);
    }
    const token = randomToken();
    db.update((s) => (s.sessions[token] = user.id));
    return ok(loginView(user, token));
  }),

  publicEndpoint(endpoints.sendSmsCode, ({ payload, state }) => {
    const user = state.users.find((u) => u.username === payload.username);
    if (!user || user.mobile !== payload.mobile)
      return fail(MOCK_CODE.validation, 'Mobile number does not match', { mobile: payload.mobile });
    db.update((s) => (s.smsSent[user.username] = DEMO_SMS_CODE));
    return ok(null, 'Code sent');
  }),

  publicEndpoint(endpoints.checkSmsCode, ({ payload, state }) => {
    const user = state.users.find((u) => u.username === payload.username);
    if (!user || state.smsSent[user.username] !== payload.token)
      return fail(MOCK_CODE.wrongCode, 'The verification code is incorrect', { mobile: payload.mobile });
    const authDone = randomToken();
    db.update((s) => {
      delete s.smsSent[user.username];
      s.authDone[authDone] = user.username;
    });
    return ok({ auth_done: authDone });
  }),

  publicEndpoint(endpoints.verifyAuthenticator, ({ payload, state }) => {
    const user = state.users.find((u) => u.username === payload.username);
    if (!user || payload.secret !== DEMO_AUTHENTICATOR_CODE)
      return fail(MOCK_CODE.wrongCode, 'The authenticator code is incorrect');
    const authDone = randomToken();
    db.update((s) => (s.authDone[authDone] = user.username));
    return ok({ auth_done: authDone });
  }),

  endpoint(endpoints.logout, ({ token }) => {
    db.update((s) => delete s.sessions[token]);
    return ok(null, 'Logout successfully.');
  }),
];

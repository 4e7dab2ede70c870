import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';

const signedIn = { hasToken: true, menuUrls: ['/index', '/agent', '/report/sr02'] };

describe('decideAccess', () => {
  it('sends a visitor without a token to /login, except login pages and error pages', () => {
    expect(decideAccess('/agent', { hasToken: false, menuUrls: null })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess('/chat/messaging', { hasToken: false, menuUrls: null })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(decideAccess('/login', { hasToken: false, menuUrls: null })).toEqual({ kind: 'allow' });
    expect(decideAccess('/AgentLogin', { hasToken: false, menuUrls: null })).toEqual({ kind: 'allow' });
    expect(decideAccess('/WebLogin/t/1/0', { hasToken: false, menuUrls: null })).toEqual({ kind: 'allow' });
    expect(decideAccess('/404', { hasToken: false, menuUrls: null })).toEqual({ kind: 'allow' });
  });

  it('allows menu URLs and sends other paths to /index', () => {
    expect(decideAccess('/agent', signedIn)).toEqual({ kind: 'allow' });
    expect(decideAccess('/report/sr02/', signedIn)).toEqual({ kind: 'allow' });
    expect(decideAccess('/customer_service', signedIn)).toEqual({ kind: 'redirect', to: '/index' });
  });

  it('always allows /RD_Debug and /transaction/list/*, but not /transaction/list itself', () => {
    expect(decideAccess('/RD_Debug', signedIn)).toEqual({ kind: 'allow' });
    expect(decideAccess('/transaction/list/player01', signedIn)).toEqual({ kind: 'allow' });
    expect(decideAccess('/transaction/list', signedIn)).toEqual({ kind: 'redirect', to: '/index' });
  });

  it("always allows a masked row's history link, which names the account by reference, but nothing else there", () => {
    expect(decideAccess('/transaction/list', signedIn, '?ref=abc%2B%3D')).toEqual({ kind: 'allow' });
    expect(decideAccess('/transaction/list', signedIn, '?ref=')).toEqual({ kind: 'redirect', to: '/index' });
    expect(decideAccess('/transaction/list', signedIn, '?username=player01')).toEqual({
      kind: 'redirect',
      to: '/index',
    });
    expect(decideAccess('/agent/x', signedIn, '?ref=abc')).toEqual({ kind: 'redirect', to: '/index' });
  });

  it('asks the server for chat paths', () => {
    expect(decideAccess('/chat/messaging/1/2/abc', signedIn)).toEqual({ kind: 'server-check' });
    expect(decideAccess('/MessageTemplate', signedIn)).toEqual({ kind: 'server-check' });
  });

  it('waits for the menu before deciding a menu path', () => {
    expect(decideAccess('/agent', { hasToken: true, menuUrls: null })).toEqual({ kind: 'wait' });
  });
});

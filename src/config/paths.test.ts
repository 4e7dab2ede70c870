import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { isAt, isAtOrUnder, pathTo, paths, ROUTES } from './paths';

describe('paths', () => {
  it('gives the fixed pages their addresses', () => {
    expect(paths.home()).toBe('/');
    expect(paths.login()).toBe('/login');
    expect(paths.agentLogin()).toBe('/AgentLogin');
    expect(paths.forbidden()).toBe('/forbidden');
    expect(paths.notFound()).toBe('/404');
    expect(paths.dashboard()).toBe('/index');
    expect(paths.agents()).toBe('/agent');
    expect(paths.users()).toBe('/user');
    expect(paths.customerService()).toBe('/customer_service');
    expect(paths.history()).toBe('/transaction/list');
    expect(paths.sr02()).toBe('/report/sr02');
    expect(paths.systemSettings()).toBe('/setup/system');
    expect(paths.selfSettings()).toBe('/setup/self');
    expect(paths.shareQrCode()).toBe('/shareQRCode');
    expect(paths.apiDoc()).toBe('/file/api');
    expect(paths.rdDebug()).toBe('/RD_Debug');
    expect(paths.chat()).toBe('/chat');
    expect(paths.messaging()).toBe('/chat/messaging');
    expect(paths.hiddenRooms()).toBe('/chat/hide');
    expect(paths.contacts()).toBe('/chat/contact');
    expect(paths.customerServiceChat()).toBe('/customer_service_chat');
    expect(paths.templates()).toBe('/MessageTemplate');
  });

  it('encodes an account name in its history address', () => {
    expect(paths.history('player01')).toBe('/transaction/list/player01');
    expect(paths.history('a b/c')).toBe('/transaction/list/a%20b%2Fc');
    expect(paths.history('josé')).toBe('/transaction/list/jos%C3%A9');
    expect(paths.history('50%?#')).toBe('/transaction/list/50%25%3F%23');
    expect(paths.historyByRef('ref', 'ab+/cd==')).toBe('/transaction/list?ref=ab%2B%2Fcd%3D%3D');
  });

  it('builds rooms, keeping the AI list when asked', () => {
    const room = { id: 201, members: '50006', code: 'r-a b' };
    expect(paths.room(room)).toBe('/chat/messaging/201/50006/r-a%20b');
    expect(paths.room(room, { ai: true })).toBe('/chat/messaging/201/50006/r-a%20b?ai=1');
    expect(paths.room(room, { ai: false })).toBe('/chat/messaging/201/50006/r-a%20b');
    expect(paths.room({ id: 1, members: '7/8', code: 'x?y#z' })).toBe('/chat/messaging/1/7%2F8/x%3Fy%23z');
    expect(paths.messaging({ ai: true })).toBe('/chat/messaging?ai=1');
    expect(paths.memberRoom(200, 100)).toBe('/chat/messaging/200/100');
    expect(paths.memberRoom(200, 100, null)).toBe('/chat/messaging/200/100');
    expect(paths.memberRoom(200, 100, 300)).toBe('/chat/messaging/200/100/friend/300');
  });

  it('builds contacts, carrying the list search over as it stands', () => {
    expect(paths.contact(50003)).toBe('/chat/contact/50003');
    const search = new URLSearchParams({ username: 'a b&c', page: '2' });
    expect(paths.contact(50003, search)).toBe('/chat/contact/50003?username=a+b%26c&page=2');
    expect(paths.contacts(search)).toBe('/chat/contact?username=a+b%26c&page=2');
    expect(paths.contacts(new URLSearchParams())).toBe('/chat/contact');
  });

  it('builds notebook addresses, encoding the title', () => {
    expect(paths.noteList(210, 50003)).toBe('/chat/noteTitle/210/50003');
    expect(paths.noteEntries(9001, 100, 'Paid 50% / today?')).toBe(
      '/chat/noteContent/9001/100/Paid%2050%25%20%2F%20today%3F',
    );
    expect(paths.noteEntries(1, 2, '充值')).toBe(`/chat/noteContent/1/2/${encodeURIComponent('充值')}`);
    expect(paths.noteEntries(9001, 100, 'T', 200)).toBe('/chat/noteContent/9001/100/T?room_id=200');
  });

  it('builds the web login address', () => {
    expect(paths.webLogin('t/k n', 'C1', 1)).toBe('/WebLogin/t%2Fk%20n/C1/1');
  });

  it('reads a web login address with or without its {test} segment', () => {
    const pattern = [{ path: ROUTES.webLoginToken }];
    expect(matchRoutes(pattern, '/WebLogin/tok/4/1')?.[0]?.params).toEqual({
      token: 'tok',
      customerID: '4',
      test: '1',
    });
    expect(matchRoutes(pattern, '/WebLogin/tok/4')?.[0]?.params).toMatchObject({ token: 'tok', customerID: '4' });
  });

  it('leaves out optional segments without a value and refuses a missing required one', () => {
    expect(pathTo(ROUTES.noteList, {})).toBe('/chat/noteTitle');
    expect(pathTo(ROUTES.noteList, { room_id: 5 })).toBe('/chat/noteTitle/5');
    expect(() => pathTo(ROUTES.contact, {} as { member_id: number })).toThrow('member_id');
  });

  it('builds addresses that the router reads back to the same values', () => {
    const params = (pattern: string, path: string) => matchRoutes([{ path: pattern }], path)?.[0]?.params;
    const title = 'Paid 50% / today?';
    expect(params(ROUTES.noteEntries, paths.noteEntries(9001, 100, title))).toEqual({
      note_id: '9001',
      member_id: '100',
      title,
    });
    expect(params(ROUTES.room, paths.room({ id: 1, members: '7', code: 'r a/b' }))).toEqual({
      room_id: '1',
      member_id: '7',
      room_code: 'r a/b',
    });
    expect(params(ROUTES.accountHistory, paths.history('a b/c'))).toEqual({ username: 'a b/c' });
  });
});

describe('which page an address is', () => {
  it('reads an address as the router does: any case, a trailing slash, one segment per name', () => {
    expect(isAt(ROUTES.messaging, '/Chat/Messaging/')).toBe(true);
    expect(isAt(ROUTES.accountHistory, '/transaction/list/a%2Fb')).toBe(true);
    expect(isAt(ROUTES.accountHistory, '/transaction/list/a/b')).toBe(false);
    expect(isAt(ROUTES.accountHistory, '/transaction/list/')).toBe(false);
  });

  it('counts the pages below a route as under it, on whole segments only', () => {
    expect(isAtOrUnder(ROUTES.messaging, '/chat/messaging/200/100/r-agent01-player02')).toBe(true);
    expect(isAtOrUnder(ROUTES.messaging, '/chat/messagingx')).toBe(false);
    expect(isAtOrUnder(ROUTES.memberRoom, '/chat/messaging/200/100/friend/300')).toBe(true);
    expect(isAtOrUnder(ROUTES.memberRoom, '/chat/messaging')).toBe(false);
    expect(isAtOrUnder(ROUTES.noteList, '/chat/noteTitle')).toBe(true);
  });
});

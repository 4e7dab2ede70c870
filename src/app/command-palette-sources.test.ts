import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@/lib/schemas/menu';
import { accountItems, accountRoles, roomItems, screenItems } from './command-palette-sources';

const entry = (id: number, code: string, url: string, submenu?: MenuEntry[]): MenuEntry => ({
  id,
  code,
  url,
  symbol: '',
  action: '',
  submenu,
});
const title = (code: string) => `T(${code})`;

describe('screenItems', () => {
  it('lists only menu entries with a url, submenus included with their group, each url once', () => {
    const menu = [
      entry(1, 'dashboard', '/index'),
      entry(5, 'report', '', [entry(51, 'sr02', '/report/sr02')]),
      entry(2, 'agent', '/agent'),
      entry(9, 'again', '/agent'),
    ];
    expect(screenItems(menu, title)).toEqual([
      { id: 'screen:/index', label: 'T(dashboard)', detail: undefined, terms: ['T(dashboard)'], to: '/index' },
      {
        id: 'screen:/report/sr02',
        label: 'T(sr02)',
        detail: 'T(report)',
        terms: ['T(sr02)', 'T(report)'],
        to: '/report/sr02',
      },
      { id: 'screen:/agent', label: 'T(agent)', detail: undefined, terms: ['T(agent)'], to: '/agent' },
    ]);
  });

  it('offers nothing outside the menu', () => {
    expect(screenItems([], title)).toEqual([]);
  });
});

describe('accountRoles', () => {
  it('loads the role lists the menu opens', () => {
    expect(accountRoles(['/index', '/user'])).toEqual([2]);
    expect(accountRoles(['/agent', '/user', '/customer_service'])).toEqual([2, 3]);
    expect(accountRoles(['/customer_service'])).toEqual([3]);
    expect(accountRoles(['/index', '/transaction/list'])).toEqual([]);
  });
});

describe('accountItems', () => {
  it('finds an account by username or nickname and opens its history, each username once', () => {
    const items = accountItems(
      [
        { id: 1, username: 'player01', nickname: 'Player One' },
        { id: 1, username: 'player01', nickname: 'Player One' },
        { id: 2, username: 'a b/c', nickname: '' },
      ],
      (nickname) => nickname || '-',
    );
    expect(items).toEqual([
      {
        id: 'account:player01',
        label: 'player01',
        detail: 'Player One',
        terms: ['player01', 'Player One'],
        to: '/transaction/list/player01',
      },
      { id: 'account:a b/c', label: 'a b/c', detail: '-', terms: ['a b/c', ''], to: '/transaction/list/a%20b%2Fc' },
    ]);
    expect(accountItems([{ id: 3, username: 'josé', nickname: '' }], () => '')[0]?.to).toBe(
      '/transaction/list/jos%C3%A9',
    );
  });
});

describe('roomItems', () => {
  it('names a room by its name or member and finds it by either', () => {
    const base = { id: 7, members: '103', code: 'R7', partner_username: 'agent01' };
    const items = roomItems(
      [
        { ...base, name: 'VIP Lounge', username: 'player02' },
        { ...base, id: 8, code: 'R8', name: ' ', username: 'player03' },
      ],
      (room) => `/room/${room.id}`,
    );
    expect(items).toEqual([
      {
        id: 'room:R7',
        label: 'VIP Lounge',
        detail: 'player02',
        terms: ['VIP Lounge', 'player02', 'agent01'],
        to: '/room/7',
      },
      { id: 'room:R8', label: 'player03', detail: undefined, terms: [' ', 'player03', 'agent01'], to: '/room/8' },
    ]);
  });
});

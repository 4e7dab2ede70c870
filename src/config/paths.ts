import { matchPath } from 'react-router';

/**
 * Every page address of the app (backoffice spec section 2, chat spec section 2), in one place:
 * ROUTES are the patterns the router's tables read, `paths` builds an address from typed values for
 * links, navigate() and the palette. A value in an address is URL-encoded (encodeURIComponent), so a
 * username, a room code or a note title with '/', '?', '#', '%' or a space survives the trip; a
 * query value is encoded the same way.
 */
export const ROUTES = {
  home: '/',
  login: '/login',
  webLogin: '/WebLogin',
  // The spec's {test} segment carries nothing the landing uses: a link without it hands over too.
  webLoginToken: '/WebLogin/:token/:customerID/:test?',
  agentLogin: '/AgentLogin',
  error403: '/403',
  forbidden: '/forbidden',
  notFound: '/404',
  serverError: '/500',
  dashboard: '/index',
  agents: '/agent',
  users: '/user',
  customerService: '/customer_service',
  history: '/transaction/list',
  accountHistory: '/transaction/list/:username',
  sr02: '/report/sr02',
  systemSettings: '/setup/system',
  selfSettings: '/setup/self',
  shareQrCode: '/shareQRCode',
  apiDoc: '/file/api',
  rdDebug: '/RD_Debug',
  chat: '/chat',
  messaging: '/chat/messaging',
  memberRoom: '/chat/messaging/:room_id/:member_id',
  room: '/chat/messaging/:room_id/:member_id/:room_code',
  friendRoom: '/chat/messaging/:room_id/:member_id/friend/:friend_id',
  hiddenRooms: '/chat/hide',
  contacts: '/chat/contact',
  contact: '/chat/contact/:member_id',
  customerServiceChat: '/customer_service_chat',
  // Optional segments: an incomplete notebook link opens the page, which says what is missing.
  noteList: '/chat/noteTitle/:room_id?/:member_id?',
  noteEntries: '/chat/noteContent/:note_id?/:member_id?/:title?',
  templates: '/MessageTemplate',
} as const;

export type RoutePattern = (typeof ROUTES)[keyof typeof ROUTES];

/**
 * Whether `pathname` is `route`'s page, read as the router reads it (segment by segment, any case, a
 * `:name` taking one segment, a trailing slash allowed): the one way to ask which page an address is,
 * so that no regular expression restates a route.
 */
export const isAt = (route: RoutePattern, pathname: string) => matchPath({ path: route, end: true }, pathname) !== null;

/** Whether `pathname` is `route`'s page or one below it (`/chat/messaging` and its rooms). */
export const isAtOrUnder = (route: RoutePattern, pathname: string) =>
  matchPath({ path: route, end: false }, pathname) !== null;

/** The query value by which a masked row's history link names its account (lib/links/history-links.ts). */
export const HISTORY_REF_PARAM = 'ref';

type Value = string | number;
type Names<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | Names<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type RequiredName<N> = N extends `${string}?` ? never : N;
type OptionalName<N> = N extends `${infer Base}?` ? Base : never;

/** The values a pattern takes: its `:name` segments required, its `:name?` segments optional. */
export type PathParams<P extends string> = { [K in RequiredName<Names<P>>]: Value } & {
  [K in OptionalName<Names<P>>]?: Value;
};

/** A query: named values (each encoded), or the search of a page carried over as it stands. */
export type Search = Readonly<Record<string, Value>> | URLSearchParams;

const encode = (value: Value) => encodeURIComponent(String(value));

function withSearch(path: string, search: Search | undefined): string {
  if (!search) return path;
  const query =
    search instanceof URLSearchParams
      ? search.toString()
      : Object.entries(search)
          .map(([key, value]) => `${encode(key)}=${encode(value)}`)
          .join('&');
  return query ? `${path}?${query}` : path;
}

/** The address of a pattern with its values filled in; an optional segment without a value is left out. */
export function pathTo<P extends RoutePattern>(pattern: P, params: PathParams<P>, search?: Search): string {
  const values = params as Record<string, Value | undefined>;
  const path = pattern.replace(/\/:(\w+)(\?)?/g, (_, name: string, optional: string | undefined) => {
    const value = values[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`${pattern} needs ${name}`);
    }
    return `/${encode(value)}`;
  });
  return withSearch(path, search);
}

/** The rooms of the AI list carry ?ai=1, so the menu, the back arrow and the next room stay in it. */
type ChatMode = { ai?: boolean };
const aiSearch = (mode: ChatMode | undefined) => (mode?.ai ? { ai: 1 } : undefined);

/** A room as the room list knows it: its id, its member (a text) and its code. */
export type RoomAddress = { id: number; members: string; code: string };

export const paths = {
  home: () => ROUTES.home,
  login: () => ROUTES.login,
  webLogin: (token: string, customerId: Value, test: Value) =>
    pathTo(ROUTES.webLoginToken, { token, customerID: customerId, test }),
  agentLogin: () => ROUTES.agentLogin,
  forbidden: () => ROUTES.forbidden,
  notFound: () => ROUTES.notFound,
  dashboard: () => ROUTES.dashboard,
  agents: () => ROUTES.agents,
  users: () => ROUTES.users,
  customerService: () => ROUTES.customerService,
  /** The history page, searching for the account when one is named. */
  history: (username?: string) =>
    username === undefined ? ROUTES.history : pathTo(ROUTES.accountHistory, { username }),
  /** The history of an account named by an opaque reference (lib/links/history-links.ts) instead of its name. */
  historyByRef: (name: string, ref: string) => withSearch(ROUTES.history, { [name]: ref }),
  sr02: () => ROUTES.sr02,
  systemSettings: () => ROUTES.systemSettings,
  selfSettings: () => ROUTES.selfSettings,
  shareQrCode: () => ROUTES.shareQrCode,
  apiDoc: () => ROUTES.apiDoc,
  rdDebug: () => ROUTES.rdDebug,
  chat: () => ROUTES.chat,
  messaging: (mode?: ChatMode) => withSearch(ROUTES.messaging, aiSearch(mode)),
  /** A room of the room list (/chat/messaging/{id}/{members}/{code}). */
  room: (room: RoomAddress, mode?: ChatMode) =>
    pathTo(ROUTES.room, { room_id: room.id, member_id: room.members, room_code: room.code }, aiSearch(mode)),
  /** A room by its member; through its friend when the friend id is known. */
  memberRoom: (roomId: number, memberId: number, friendId: number | null = null) =>
    friendId === null
      ? pathTo(ROUTES.memberRoom, { room_id: roomId, member_id: memberId })
      : pathTo(ROUTES.friendRoom, { room_id: roomId, member_id: memberId, friend_id: friendId }),
  hiddenRooms: () => ROUTES.hiddenRooms,
  /** The contact search; `search` keeps the list's own (?username=&page=). */
  contacts: (search?: Search) => withSearch(ROUTES.contacts, search),
  contact: (memberId: number, search?: Search) => pathTo(ROUTES.contact, { member_id: memberId }, search),
  customerServiceChat: () => ROUTES.customerServiceChat,
  /** A room's notebook. */
  noteList: (roomId: number, memberId: number) => pathTo(ROUTES.noteList, { room_id: roomId, member_id: memberId }),
  /** A note's entries; the room, when known, rides along as ?room_id= for the way back. */
  noteEntries: (noteId: number, memberId: number, title: string, roomId?: number) =>
    pathTo(
      ROUTES.noteEntries,
      { note_id: noteId, member_id: memberId, title },
      roomId === undefined ? undefined : { room_id: roomId },
    ),
  templates: () => ROUTES.templates,
};

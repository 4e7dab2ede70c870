import { lazy, Suspense } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { paths, ROUTES } from '@/config/paths';
import { LIST_ROUTES } from '@/features/accounts/containers/list-routes';
import { loadAllNamespaces } from '@/lib/i18n';
import { RouteTable } from '@/lib/route-table';
import { isChatPath } from './paths';
import { SectionLoading } from './loading';
import { meta, page, screen } from './route-parts';
import type { RouteMeta } from './route-meta';

// The guards of signed-in routes (menu, rights, the server's checks) are not the sign-in page's weight.
const loadRouteGuard = () => import('./route-guard');
const loadChatGuard = () => import('./chat-guard');
const loadLayout = () => import('../signed-in-layout');
const loadChatLayout = () => import('../chat-layout');
const RouteGuard = lazy(() => loadRouteGuard().then((m) => ({ default: m.RouteGuard })));
const ChatGuard = lazy(() => loadChatGuard().then((m) => ({ default: m.ChatGuard })));
const SessionRequired = lazy(() => loadChatGuard().then((m) => ({ default: m.SessionRequired })));

/** Each screen's code (see screenRoute). */
const load = {
  dashboard: () => import('@/features/shell/containers/dashboard-page'),
  managementList: () => import('@/features/accounts/containers/management-list-page'),
  history: () => import('@/features/history/containers/history-page'),
  sr02: () => import('@/features/reports/containers/sr02-page'),
  systemSettings: () => import('@/features/settings/containers/system-settings-page'),
  selfSettings: () => import('@/features/settings/containers/self-settings-page'),
  shareQrCode: () => import('@/features/share/containers/share-qrcode-page'),
  debug: () => import('@/features/debug/containers/debug-page'),
  apiDoc: () => import('@/features/api-doc/containers/api-doc-page'),
  noteList: () => import('@/features/chat/notes/containers/note-list-page'),
  noteEntries: () => import('@/features/chat/notes/containers/note-entries-page'),
  templates: () => import('@/features/chat/templates/containers/templates-page'),
  messaging: () => import('../chat-messaging-page'),
  hiddenRooms: () => import('@/features/chat/rooms/containers/hidden-rooms-page'),
  contacts: () => import('@/features/chat/contacts/containers/contacts-page'),
  customerServiceEntry: () => import('@/features/chat/contacts/containers/customer-service-entry'),
};

const SignedInLayout = screen(loadLayout);
// The chat's screens all sit in its layout, which waits for the chat's own texts as well.
const ChatLayoutPage = screen(loadChatLayout, loadAllNamespaces);

type ScreenLoader = Parameters<typeof screen>[0];
const screens = new Map<ScreenLoader, ReturnType<typeof screen>>();

/**
 * A route showing a screen. Its handle names the screen's loader (preloadFor fetches it early); the
 * addresses of one screen share one component, so moving between them keeps it mounted unless `key`
 * (the management lists: one screen, three lists) says otherwise.
 */
function screenRoute(path: string, load: ScreenLoader, extra: Omit<RouteMeta, 'load'> = {}, key?: string): RouteObject {
  let Screen = screens.get(load);
  if (!Screen) screens.set(load, (Screen = screen(load)));
  return { path, handle: meta({ ...extra, load }), element: page(<Screen key={key} />) };
}

/**
 * Every route past sign-in (backoffice spec section 2, chat spec section 2), and the 404 for an
 * unknown address. Their table, guards and screens are not the sign-in page's weight: routes.tsx
 * loads this module for any address that is not a sign-in or error page.
 */
export const signedInRoutes: RouteObject[] = [
  {
    element: page(<RouteGuard>{page(<SignedInLayout />)}</RouteGuard>),
    children: [
      { path: ROUTES.home, element: <Navigate to={paths.dashboard()} replace /> },
      screenRoute(ROUTES.dashboard, load.dashboard, { title: 'menu.dashboard' }),
      ...([ROUTES.agents, ROUTES.users, ROUTES.customerService] as const).map((path) =>
        screenRoute(path, load.managementList, LIST_ROUTES[path], path),
      ),
      screenRoute(ROUTES.history, load.history, { title: 'menu.transaction_list' }),
      screenRoute(ROUTES.accountHistory, load.history, { title: 'menu.transaction_list' }),
      screenRoute(ROUTES.sr02, load.sr02, { title: 'menu.sr02' }),
      screenRoute(ROUTES.systemSettings, load.systemSettings, { title: 'menu.system_setting', ownHeading: true }),
      screenRoute(ROUTES.selfSettings, load.selfSettings, { title: 'menu.self_setting', ownHeading: true }),
      screenRoute(ROUTES.shareQrCode, load.shareQrCode, { title: 'menu.share_qrcode' }),
      screenRoute(ROUTES.apiDoc, load.apiDoc, { title: 'menu.api_document', ownHeading: true }),
      screenRoute(ROUTES.rdDebug, load.debug, { title: 'menu.rd_debug', ownHeading: true }),
    ],
  },
  { path: ROUTES.chat, element: <Navigate to={paths.messaging()} replace /> },
  {
    element: page(<SessionRequired>{page(<ChatLayoutPage />)}</SessionRequired>),
    children: [
      {
        element: (
          <Suspense fallback={<SectionLoading />}>
            <ChatGuard>
              <Outlet />
            </ChatGuard>
          </Suspense>
        ),
        children: [
          ...[ROUTES.messaging, ROUTES.memberRoom, ROUTES.room, ROUTES.friendRoom].map((path) =>
            screenRoute(path, load.messaging),
          ),
          screenRoute(ROUTES.hiddenRooms, load.hiddenRooms),
          screenRoute(ROUTES.contacts, load.contacts),
          screenRoute(ROUTES.contact, load.contacts),
          screenRoute(ROUTES.customerServiceChat, load.customerServiceEntry),
          // Optional segments: an incomplete notebook link opens the page, which says what is missing.
          screenRoute(ROUTES.noteList, load.noteList),
          screenRoute(ROUTES.noteEntries, load.noteEntries),
          screenRoute(ROUTES.templates, load.templates),
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.notFound()} replace /> },
];

/**
 * The guard checks the user's rights with the server before its layout and screen render; the
 * guard's code, the layout's and the screen's are fetched now, beside those checks, instead of one
 * after another (the texts are asked for by main.tsx once i18n is up). A screen the guard then
 * refuses costs only its download.
 */
function preloadFor(pathname: string) {
  const chat = isChatPath(pathname);
  const screenLoad = (matchRoutes(signedInRoutes, pathname)?.at(-1)?.route.handle as RouteMeta | undefined)?.load;
  for (const fetch of [chat ? loadChatGuard : loadRouteGuard, chat ? loadChatLayout : loadLayout, screenLoad])
    void fetch?.().catch(() => undefined);
}
preloadFor(window.location.pathname);

export default function SignedInRoutes() {
  return <RouteTable routes={signedInRoutes} />;
}

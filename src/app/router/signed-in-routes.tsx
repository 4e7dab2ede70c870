import { lazy, Suspense } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { LIST_ROUTES } from '@/features/accounts/containers/list-routes';
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

/** Each screen's code; a route names its loader in its handle, so preloadFor can fetch it early. */
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
const DashboardPage = screen(load.dashboard);
const ManagementListPage = screen(load.managementList);
const HistoryPage = screen(load.history);
const Sr02Page = screen(load.sr02);
const SystemSettingsPage = screen(load.systemSettings);
const SelfSettingsPage = screen(load.selfSettings);
const ShareQrCodePage = screen(load.shareQrCode);
const DebugPage = screen(load.debug);
const ApiDocPage = screen(load.apiDoc);
const NoteListPage = screen(load.noteList);
const NoteEntriesPage = screen(load.noteEntries);
const TemplatesPage = screen(load.templates);
const ChatLayoutPage = screen(loadChatLayout);
const ChatMessagingPage = screen(load.messaging);
const HiddenRoomsPage = screen(load.hiddenRooms);
const ContactsPage = screen(load.contacts);
const CustomerServiceEntry = screen(load.customerServiceEntry);

const managementList = (path: keyof typeof LIST_ROUTES): RouteObject => ({
  path,
  handle: meta({ ...LIST_ROUTES[path], load: load.managementList }),
  element: page(<ManagementListPage key={path} />),
});

/**
 * Every route past sign-in (backoffice spec section 2, chat spec section 2), and the 404 for an
 * unknown address. Their table, guards and screens are not the sign-in page's weight: routes.tsx
 * loads this module for any address that is not a sign-in or error page.
 */
export const signedInRoutes: RouteObject[] = [
  {
    element: page(<RouteGuard>{page(<SignedInLayout />)}</RouteGuard>),
    children: [
      { path: '/', element: <Navigate to="/index" replace /> },
      {
        path: '/index',
        handle: meta({ title: 'menu.dashboard', load: load.dashboard }),
        element: page(<DashboardPage />),
      },
      managementList('/agent'),
      managementList('/user'),
      managementList('/customer_service'),
      {
        path: '/transaction/list',
        handle: meta({ title: 'menu.transaction_list', load: load.history }),
        element: page(<HistoryPage />),
      },
      {
        path: '/transaction/list/:username',
        handle: meta({ title: 'menu.transaction_list', load: load.history }),
        element: page(<HistoryPage />),
      },
      { path: '/report/sr02', handle: meta({ title: 'menu.sr02', load: load.sr02 }), element: page(<Sr02Page />) },
      {
        path: '/setup/system',
        handle: meta({ title: 'menu.system_setting', ownHeading: true, load: load.systemSettings }),
        element: page(<SystemSettingsPage />),
      },
      {
        path: '/setup/self',
        handle: meta({ title: 'menu.self_setting', ownHeading: true, load: load.selfSettings }),
        element: page(<SelfSettingsPage />),
      },
      {
        path: '/shareQRCode',
        handle: meta({ title: 'menu.share_qrcode', load: load.shareQrCode }),
        element: page(<ShareQrCodePage />),
      },
      {
        path: '/file/api',
        handle: meta({ title: 'menu.api_document', ownHeading: true, load: load.apiDoc }),
        element: page(<ApiDocPage />),
      },
      {
        path: '/RD_Debug',
        handle: meta({ title: 'menu.rd_debug', ownHeading: true, load: load.debug }),
        element: page(<DebugPage />),
      },
    ],
  },
  { path: '/chat', element: <Navigate to="/chat/messaging" replace /> },
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
          ...[
            '/chat/messaging',
            '/chat/messaging/:room_id/:member_id',
            '/chat/messaging/:room_id/:member_id/:room_code',
            '/chat/messaging/:room_id/:member_id/friend/:friend_id',
          ].map((path) => ({ path, handle: meta({ load: load.messaging }), element: page(<ChatMessagingPage />) })),
          { path: '/chat/hide', handle: meta({ load: load.hiddenRooms }), element: page(<HiddenRoomsPage />) },
          { path: '/chat/contact', handle: meta({ load: load.contacts }), element: page(<ContactsPage />) },
          { path: '/chat/contact/:member_id', handle: meta({ load: load.contacts }), element: page(<ContactsPage />) },
          {
            path: '/customer_service_chat',
            handle: meta({ load: load.customerServiceEntry }),
            element: page(<CustomerServiceEntry />),
          },
          // Optional segments: an incomplete notebook link opens the page, which says what is missing.
          {
            path: '/chat/noteTitle/:room_id?/:member_id?',
            handle: meta({ load: load.noteList }),
            element: page(<NoteListPage />),
          },
          {
            path: '/chat/noteContent/:note_id?/:member_id?/:title?',
            handle: meta({ load: load.noteEntries }),
            element: page(<NoteEntriesPage />),
          },
          { path: '/MessageTemplate', handle: meta({ load: load.templates }), element: page(<TemplatesPage />) },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
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

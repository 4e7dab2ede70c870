import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
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

const SignedInLayout = screen(loadLayout);
const DashboardPage = screen(() => import('@/features/shell/containers/dashboard-page'));
const ManagementListPage = screen(() => import('@/features/accounts/containers/management-list-page'));
const HistoryPage = screen(() => import('@/features/history/containers/history-page'));
const Sr02Page = screen(() => import('@/features/reports/containers/sr02-page'));
const SystemSettingsPage = screen(() => import('@/features/settings/containers/system-settings-page'));
const SelfSettingsPage = screen(() => import('@/features/settings/containers/self-settings-page'));
const ShareQrCodePage = screen(() => import('@/features/share/containers/share-qrcode-page'));
const DebugPage = screen(() => import('@/features/debug/containers/debug-page'));
const ApiDocPage = screen(() => import('@/features/api-doc/containers/api-doc-page'));
const NoteListPage = screen(() => import('@/features/chat/notes/containers/note-list-page'));
const NoteEntriesPage = screen(() => import('@/features/chat/notes/containers/note-entries-page'));
const TemplatesPage = screen(() => import('@/features/chat/templates/containers/templates-page'));
const ChatLayoutPage = screen(loadChatLayout);
const ChatMessagingPage = screen(() => import('../chat-messaging-page'));
const HiddenRoomsPage = screen(() => import('@/features/chat/rooms/containers/hidden-rooms-page'));
const ContactsPage = screen(() => import('@/features/chat/contacts/containers/contacts-page'));
const CustomerServiceEntry = screen(() => import('@/features/chat/contacts/containers/customer-service-entry'));

const managementList = (path: string, m: RouteMeta): RouteObject => ({
  path,
  handle: meta(m),
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
      { path: '/index', handle: meta({ title: 'menu.dashboard' }), element: page(<DashboardPage />) },
      managementList('/agent', {
        title: 'menu.agent',
        listTitle: 'accounts:titles.agentList',
        addTitle: 'accounts:titles.agentAdd',
        editTitle: 'accounts:titles.agentEdit',
        delTitle: 'accounts:titles.agentDelete',
        listRole: 2,
      }),
      managementList('/user', {
        title: 'menu.user',
        listTitle: 'accounts:titles.userList',
        addTitle: 'accounts:titles.userAdd',
        editTitle: 'accounts:titles.userEdit',
        delTitle: 'accounts:titles.userDelete',
        listRole: 2,
      }),
      managementList('/customer_service', {
        title: 'menu.customer_service',
        listTitle: 'accounts:titles.csList',
        addTitle: 'accounts:titles.csAdd',
        editTitle: 'accounts:titles.csEdit',
        delTitle: 'accounts:titles.csDelete',
        listRole: 3,
      }),
      { path: '/transaction/list', handle: meta({ title: 'menu.transaction_list' }), element: page(<HistoryPage />) },
      {
        path: '/transaction/list/:username',
        handle: meta({ title: 'menu.transaction_list' }),
        element: page(<HistoryPage />),
      },
      { path: '/report/sr02', handle: meta({ title: 'menu.sr02' }), element: page(<Sr02Page />) },
      {
        path: '/setup/system',
        handle: meta({ title: 'menu.system_setting', ownHeading: true }),
        element: page(<SystemSettingsPage />),
      },
      {
        path: '/setup/self',
        handle: meta({ title: 'menu.self_setting', ownHeading: true }),
        element: page(<SelfSettingsPage />),
      },
      { path: '/shareQRCode', handle: meta({ title: 'menu.share_qrcode' }), element: page(<ShareQrCodePage />) },
      {
        path: '/file/api',
        handle: meta({ title: 'menu.api_document', ownHeading: true }),
        element: page(<ApiDocPage />),
      },
      { path: '/RD_Debug', handle: meta({ title: 'menu.rd_debug', ownHeading: true }), element: page(<DebugPage />) },
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
          ].map((path) => ({ path, element: page(<ChatMessagingPage />) })),
          { path: '/chat/hide', element: page(<HiddenRoomsPage />) },
          { path: '/chat/contact', element: page(<ContactsPage />) },
          { path: '/chat/contact/:member_id', element: page(<ContactsPage />) },
          { path: '/customer_service_chat', element: page(<CustomerServiceEntry />) },
          // Optional segments: an incomplete notebook link opens the page, which says what is missing.
          { path: '/chat/noteTitle/:room_id?/:member_id?', element: page(<NoteListPage />) },
          { path: '/chat/noteContent/:note_id?/:member_id?/:title?', element: page(<NoteEntriesPage />) },
          { path: '/MessageTemplate', element: page(<TemplatesPage />) },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

/**
 * The guard checks the user's rights with the server before its layout renders; the guard's code
 * and the layout's are fetched now, beside those checks, instead of one after another (the texts
 * are asked for by main.tsx once i18n is up).
 */
function preloadFor(pathname: string) {
  const chat = isChatPath(pathname);
  void (chat ? loadChatGuard() : loadRouteGuard()).catch(() => undefined);
  void (chat ? loadChatLayout() : loadLayout()).catch(() => undefined);
}
preloadFor(window.location.pathname);

export default function SignedInRoutes() {
  return <RouteTable routes={signedInRoutes} />;
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { loadAllNamespaces } from '@/lib/i18n';
import { PageLoading, SectionLoading } from './loading';
import type { RouteMeta } from './route-meta';

/**
 * A screen past sign-in. The app starts with the sign-in pages' texts only (STARTUP_NAMESPACES in
 * lib/i18n.ts); such a screen shows once its code and every text namespace are both there, fetched
 * side by side, so none of its texts (nor a title of another area it names) can show untranslated.
 */
function screen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => Promise.all([load(), loadAllNamespaces()]).then(([module]) => module));
}

// The guards of signed-in routes (menu, rights, the server's checks) are not the sign-in page's weight.
const RouteGuard = lazy(() => import('./route-guard').then((m) => ({ default: m.RouteGuard })));
const ChatGuard = lazy(() => import('./chat-guard').then((m) => ({ default: m.ChatGuard })));
const SessionRequired = lazy(() => import('./chat-guard').then((m) => ({ default: m.SessionRequired })));

// The sign-in pages read only the namespaces the app starts with.
const LoginPage = lazy(() => import('@/features/auth/containers/login-page'));
const WebLoginPage = lazy(() => import('@/features/auth/containers/web-login-page'));
const AgentLoginPage = lazy(() => import('@/features/auth/containers/agent-login-page'));
const SignedInLayout = screen(() => import('../signed-in-layout'));
const DashboardPage = screen(() => import('@/features/shell/containers/dashboard-page'));
const ErrorRoute = screen(() => import('@/features/shell/containers/error-route'));
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
const ChatLayoutPage = screen(() => import('../chat-layout'));
const ChatMessagingPage = screen(() => import('../chat-messaging-page'));
const HiddenRoomsPage = screen(() => import('@/features/chat/rooms/containers/hidden-rooms-page'));
const ContactsPage = screen(() => import('@/features/chat/contacts/containers/contacts-page'));
const CustomerServiceEntry = screen(() => import('@/features/chat/contacts/containers/customer-service-entry'));

const page = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;
const meta = (m: RouteMeta) => m;

const managementList = (path: string, m: RouteMeta): RouteObject => ({
  path,
  handle: meta(m),
  element: page(<ManagementListPage key={path} />),
});

/** Every route of backoffice spec section 2 and chat spec section 2. */
export const routes: RouteObject[] = [
  { path: '/login', element: page(<LoginPage />) },
  { path: '/WebLogin', element: page(<LoginPage />) },
  { path: '/WebLogin/:token/:customerID/:test', element: page(<WebLoginPage />) },
  { path: '/AgentLogin', element: page(<AgentLoginPage />) },
  { path: '/403', element: page(<ErrorRoute status={403} />) },
  { path: '/forbidden', element: page(<ErrorRoute status={403} />) },
  { path: '/404', element: page(<ErrorRoute status={404} />) },
  { path: '/500', element: page(<ErrorRoute status={500} />) },
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
